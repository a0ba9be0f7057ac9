import { useSearchParams } from 'react-router'
import { confirmationLanding } from '#src/contract/auth'
import {
  PAYMENT_CONTINUE_HERE,
  PAYMENT_ELSEWHERE_TEXT,
  PAYMENT_ELSEWHERE_TITLE,
  PAYMENT_REDIRECT_TEXT,
  PAYMENT_REDIRECT_TITLE,
  PaidTierSchema,
} from '#src/contract/billing'
import { PLANS } from '#src/contract/plans'
import { usePayAfterConfirmation } from '../../components/billing/use-pay-after-confirmation'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { AuthShell } from './components/auth-shell'
import { ConfirmEmailActions } from './components/confirm-email-actions'
import { ConfirmSteps } from './components/confirm-steps'
import { FormMessage } from './components/form-message'
import { PlanSummaryCard } from './components/plan-summary-card'
import { mailFailedIn } from './components/resend-button'

/** /confirm-email-payment?email=…&tier=…: spec §2 Check-email-then-pay (an unknown tier is base). */
export default function ConfirmEmailPaymentPage() {
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const tier = PaidTierSchema.catch('base').parse(params.get('tier'))
  const plan = PLANS[tier]
  const payment = usePayAfterConfirmation(tier)

  if (payment.redirecting)
    return (
      <AuthShell title={PAYMENT_REDIRECT_TITLE} description={PAYMENT_REDIRECT_TEXT}>
        <Spinner className="py-6" />
      </AuthShell>
    )

  if (payment.elsewhere)
    return (
      <AuthShell
        title={PAYMENT_ELSEWHERE_TITLE}
        description={PAYMENT_ELSEWHERE_TEXT}
        aside={<PlanSummaryCard plan={plan} />}
      >
        <Button className="w-full" onClick={payment.payHere}>
          {PAYMENT_CONTINUE_HERE}
        </Button>
      </AuthShell>
    )

  return (
    <AuthShell
      title="Almost there!"
      description={
        email ? (
          <>
            Confirm <strong className="text-foreground">{email}</strong> and we'll take you to
            payment.
          </>
        ) : (
          "Confirm your email and we'll take you to payment."
        )
      }
      aside={<PlanSummaryCard plan={plan} />}
    >
      <div className="space-y-6">
        <ConfirmSteps
          label="Your progress"
          steps={[
            { title: 'Account created', done: true },
            { title: 'Confirm your email', detail: 'Click the link we sent you.', current: true },
            { title: 'Complete payment', detail: `${plan.name}: ${plan.price} ${plan.period}` },
          ]}
        />
        <FormMessage>{payment.error}</FormMessage>
        <ConfirmEmailActions
          email={email}
          callbackURL={confirmationLanding(email, tier)}
          mailFailed={mailFailedIn(params)}
        />
      </div>
    </AuthShell>
  )
}
