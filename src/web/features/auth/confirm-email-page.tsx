import { MailCheck } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { confirmationLanding } from '#src/contract/auth'
import { AuthShell } from './components/auth-shell'
import { ConfirmEmailActions } from './components/confirm-email-actions'
import { ConfirmSteps } from './components/confirm-steps'
import { mailFailedIn } from './components/resend-button'

/** /confirm-email?email=…: spec §2 Check-your-email page. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''

  return (
    <AuthShell
      title="Check your email"
      description={
        email ? (
          <>
            We sent a confirmation link to <strong className="text-foreground">{email}</strong>.
          </>
        ) : (
          'We sent you a confirmation link.'
        )
      }
    >
      <div className="space-y-6">
        <div className="flex items-center gap-3 rounded-lg bg-primary-soft/60 p-4">
          <MailCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <h2 className="font-semibold">Confirm your email address</h2>
        </div>
        <ConfirmSteps
          label="What to do next"
          steps={[
            { title: 'Check your inbox', detail: 'The mail comes from Cadence; look in spam too.' },
            { title: 'Click the confirmation link', detail: 'It works once, for 60 minutes.' },
            { title: "You're signed in automatically", detail: 'And land on your dashboard.' },
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
