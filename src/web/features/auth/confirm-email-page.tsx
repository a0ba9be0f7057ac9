import { MailCheck } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { confirmationLanding } from '#src/contract/auth'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { AuthShell } from './components/auth-shell'
import { ConfirmEmailActions } from './components/confirm-email-actions'
import { ConfirmSteps } from './components/confirm-steps'
import { mailFailedIn } from './components/resend-button'

/** /confirm-email?email=…: docs/product.md §2 Check-your-email page. */
export default function ConfirmEmailPage() {
  const { t } = useT()
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''

  return (
    <AuthShell
      title={t('auth.confirm.title')}
      description={
        email ? (
          <T
            id="auth.confirm.sentTo"
            values={{ email }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
        ) : (
          t('auth.confirm.sent')
        )
      }
    >
      <div className="space-y-6">
        <div className="flex items-center gap-3 rounded-lg bg-primary-soft/60 p-4">
          <MailCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <h2 className="font-semibold">{t('auth.confirm.heading')}</h2>
        </div>
        <ConfirmSteps
          label={t('auth.confirm.stepsLabel')}
          steps={[
            { title: t('auth.confirm.step.inbox'), detail: t('auth.confirm.step.inboxDetail') },
            { title: t('auth.confirm.step.click'), detail: t('auth.confirm.step.clickDetail') },
            {
              title: t('auth.confirm.step.signedIn'),
              detail: t('auth.confirm.step.signedInDetail'),
            },
          ]}
        />
        <ConfirmEmailActions
          email={email}
          callbackURL={confirmationLanding(email, 'free')}
          mailFailed={mailFailedIn(params)}
        />
      </div>
    </AuthShell>
  )
}
