import { Download } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Alert, AlertDescription } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { useSession } from '#src/web/lib/use-session'
import { DeleteAccountDialog } from './delete-account-dialog'
import { EmailForm } from './email-form'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { SessionsCard } from './sessions-card'

/** What a followed e-mail change link says when it lands here (`?email-change=`). */
function emailChangeNotice(params: URLSearchParams): { ok: boolean; text: string } | null {
  const outcome = params.get('email-change')
  if (!outcome) return null
  if (params.has('error') || !['done', 'used', 'taken'].includes(outcome))
    return { ok: false, text: 'That email change link is not valid. Ask for a new one below.' }
  if (outcome === 'done')
    return {
      ok: true,
      text: 'Your email address has been changed. Use it the next time you sign in.',
    }
  if (outcome === 'taken')
    return {
      ok: false,
      text: 'That address now belongs to another account, so your email was not changed.',
    }
  return {
    ok: false,
    text: 'That email change link has already been used. Ask for a new one below if you still need it.',
  }
}

/** Who you are, how you sign in, where you are signed in, and your data rights. */
export function ProfileTab() {
  const { user } = useSession()
  const [params] = useSearchParams()
  const notice = emailChangeNotice(params)
  return (
    <div className="space-y-6">
      {notice ? (
        <Alert variant={notice.ok ? 'success' : 'warning'} role="status">
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      ) : null}
      <Card className="p-6">
        <h2 className="font-semibold text-lg">Profile</h2>
        <p className="mt-1 text-muted-foreground text-sm">
          Your name appears in the account menu. It is optional.
        </p>
        <ProfileForm name={user?.name ?? ''} />
      </Card>
      <Card className="p-6">
        <h2 className="font-semibold text-lg">Email address</h2>
        <p className="mt-1 text-muted-foreground text-sm">
          We send a link to the new address; your email changes only once it is followed.
        </p>
        <EmailForm email={user?.email ?? ''} />
      </Card>
      <Card className="p-6">
        <h2 className="font-semibold text-lg">Password</h2>
        <p className="mt-1 text-muted-foreground text-sm">
          Changing it signs out every other device and sends you a notice by email.
        </p>
        <PasswordForm />
      </Card>
      <SessionsCard />
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
          Permanently deletes your account and everything in it, cancels a paid subscription, and
          signs you out everywhere. This cannot be undone.
        </p>
        <DeleteAccountDialog />
      </Card>
    </div>
  )
}
