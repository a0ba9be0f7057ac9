import { useSearchParams } from 'react-router'
import { confirmationLanding } from '#src/contract/auth'
import {
  PAYMENT_NO_CHECKOUT_URL,
  PAYMENT_SESSION_FAILED,
  PAYMENT_SETUP_UNEXPECTED,
  PaidTierSchema,
} from '#src/contract/billing'
import { PLANS } from '#src/contract/plans'
import type { MessageId } from '#src/i18n/messages'
import { usePayAfterConfirmation } from '#src/web/components/billing/use-pay-after-confirmation'
import { planTexts } from '#src/web/components/plans/plan-texts'
import { Button } from '#src/web/components/ui/button'
import { Spinner } from '#src/web/components/ui/spinner'
import { T } from '#src/web/lib/i18n/t'
import { type Translate, useT } from '#src/web/lib/i18n/use-t'
import { AuthShell } from './components/auth-shell'
import { ConfirmEmailActions } from './components/confirm-email-actions'
import { ConfirmSteps } from './components/confirm-steps'
import { FormMessage } from './components/form-message'
import { PlanSummaryCard } from './components/plan-summary-card'
import { mailFailedIn } from './components/resend-button'

/** The contract's payment-setup failures (src/contract/billing.ts) → their messages. */
const PAYMENT_ERRORS: Record<string, MessageId> = {
  [PAYMENT_SESSION_FAILED]: 'auth.payment.error.sessionFailed',
  [PAYMENT_NO_CHECKOUT_URL]: 'auth.payment.error.noCheckoutUrl',
  [PAYMENT_SETUP_UNEXPECTED]: 'auth.payment.error.setupUnexpected',
}

function paymentError(error: string | null, t: Translate): string | null {
  if (!error) return error
  const id = Object.hasOwn(PAYMENT_ERRORS, error) ? PAYMENT_ERRORS[error] : undefined
  return id ? t(id) : error
}

/** /confirm-email-payment?email=…&tier=…: docs/product.md §2 Check-email-then-pay (an unknown tier is base). */
export default function ConfirmEmailPaymentPage() {
  const { t } = useT()
  const [params] = useSearchParams()
  const email = params.get('email')?.trim() ?? ''
  const tier = PaidTierSchema.catch('base').parse(params.get('tier'))
  const plan = PLANS[tier]
  const texts = planTexts(plan, t)
  const payment = usePayAfterConfirmation(tier)

  if (payment.redirecting)
    return (
      <AuthShell
        title={t('auth.payment.redirectTitle')}
        description={t('auth.payment.redirectText')}
      >
        <Spinner className="py-6" />
      </AuthShell>
    )

  if (payment.elsewhere)
    return (
      <AuthShell
        title={t('auth.payment.elsewhereTitle')}
        description={t('auth.payment.elsewhereText')}
        aside={<PlanSummaryCard plan={plan} />}
      >
        <Button className="w-full" onClick={payment.payHere}>
          {t('auth.payment.continueHere')}
        </Button>
      </AuthShell>
    )

  return (
    <AuthShell
      title={t('auth.payment.title')}
      description={
        email ? (
          <T
            id="auth.payment.confirmEmailOf"
            values={{ email }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
        ) : (
          t('auth.payment.confirmEmail')
        )
      }
      aside={<PlanSummaryCard plan={plan} />}
    >
      <div className="space-y-6">
        <ConfirmSteps
          label={t('auth.payment.stepsLabel')}
          steps={[
            { title: t('auth.payment.step.created'), done: true },
            {
              title: t('auth.payment.step.confirm'),
              detail: t('auth.payment.step.confirmDetail'),
              current: true,
            },
            {
              title: t('auth.payment.step.pay'),
              detail: t('auth.payment.step.payDetail', {
                plan: texts.name,
                price: texts.price,
                period: texts.period,
              }),
            },
          ]}
        />
        <FormMessage>{paymentError(payment.error, t)}</FormMessage>
        <ConfirmEmailActions
          email={email}
          callbackURL={confirmationLanding(email, tier)}
          mailFailed={mailFailedIn(params)}
        />
      </div>
    </AuthShell>
  )
}
