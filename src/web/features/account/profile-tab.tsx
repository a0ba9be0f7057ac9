import { Download } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { useSession } from '../../lib/use-session'
import { DeleteAccountDialog } from './delete-account-dialog'

/** Who you are, and your data rights: take it all with you, or erase it all. */
export function ProfileTab() {
  const { user } = useSession()
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="font-semibold text-lg">Profile</h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Name</dt>
          <dd>{user?.name ?? 'User'}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{user?.email}</dd>
        </dl>
        <p className="mt-4 text-muted-foreground text-sm">Editing your profile is coming soon.</p>
      </Card>
      <Card className="p-6">
        <h2 className="font-semibold text-lg">Your data is yours</h2>
        <p className="mt-1 text-muted-foreground text-sm">
          Download everything Cadence keeps about you — connections, analysis numbers, notes,
          preferences and subscription — as one JSON file.
        </p>
        <Button asChild variant="outline" className="mt-4">
          <a href="/api/account/export" download="cadence-my-data.json">
            <Download aria-hidden="true" />
            Export my data
          </a>
        </Button>
      </Card>
      <Card className="border-danger/30 p-6">
        <h2 className="font-semibold text-lg">Delete account</h2>
        <p className="mt-1 text-muted-foreground text-sm">
          Permanently deletes your account and everything in it, and signs you out everywhere. This
          cannot be undone.
        </p>
        <DeleteAccountDialog />
      </Card>
    </div>
  )
}
