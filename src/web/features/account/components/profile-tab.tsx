import { Download } from 'lucide-react'
import { useSearchParams } from 'react-router'
import type { MessageId } from '#src/i18n/messages'
import { Alert, AlertDescription } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { useSession } from '#src/web/lib/use-session'
import { DeleteAccountDialog } from './delete-account-dialog'
import { EmailForm } from './email-form'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { SessionsCard } from './sessions-card'

/** What a followed e-mail change link says when it lands here (`?email-change=`). */
function emailChangeNotice(params: URLSearchParams): { ok: boolean; text: MessageId } | null {
  const outcome = params.get('email-change')
  if (!outcome) return null
  if (params.has('error') || !['done', 'used', 'taken'].includes(outcome))
    return { ok: false, text: 'account.profile.notice.invalid' }
  if (outcome === 'done')
    return {
      ok: true,
      text: 'account.profile.notice.done',
    }
  if (outcome === 'taken')
    return {
      ok: false,
      text: 'account.profile.notice.taken',
    }
  return {
    ok: false,
    text: 'account.profile.notice.used',
  }
}

/** Who you are, how you sign in, where you are signed in, and your data rights. */
export function ProfileTab() {
  const { t } = useT()
  const { user } = useSession()
  const [params] = useSearchParams()
  const notice = emailChangeNotice(params)
  return (
    <div className="space-y-6">
      {notice ? (
        <Alert variant={notice.ok ? 'success' : 'warning'} role="status">
          <AlertDescription>{t(notice.text)}</AlertDescription>
        </Alert>
      ) : null}
      <Card className="p-6">
        <h2 className="font-semibold text-lg">{t('account.profile.profile.title')}</h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('account.profile.profile.text')}</p>
        <ProfileForm name={user?.name ?? ''} />
      </Card>
      <Card className="p-6">
        <h2 className="font-semibold text-lg">{t('account.profile.email.title')}</h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('account.profile.email.text')}</p>
        <EmailForm email={user?.email ?? ''} />
      </Card>
      <Card className="p-6">
        <h2 className="font-semibold text-lg">{t('account.profile.password.title')}</h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('account.profile.password.text')}</p>
        <PasswordForm />
      </Card>
      <SessionsCard />
      <Card className="p-6">
        <h2 className="font-semibold text-lg">{t('account.profile.data.title')}</h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('account.profile.data.text')}</p>
        <Button asChild variant="outline" className="mt-4">
          <a href="/api/account/export" download="cadence-my-data.json">
            <Download aria-hidden="true" />
            {t('account.profile.data.button')}
          </a>
        </Button>
      </Card>
      <Card className="border-danger/30 p-6">
        <h2 className="font-semibold text-lg">{t('account.profile.delete.title')}</h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('account.profile.delete.text')}</p>
        <DeleteAccountDialog />
      </Card>
    </div>
  )
}
