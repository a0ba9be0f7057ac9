import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { PlanTier } from '#src/contract/plans'
import { useT } from '#src/web/lib/i18n/use-t'
import { useSession } from '#src/web/lib/use-session'
import { useBillingActions } from '../billing/use-billing-actions'
import { useCheckout } from '../billing/use-checkout'
import { getPlanUsageQueryOptions } from '../plans/api/get-plan-usage'
import { PLAN_CARD_MESSAGES, UPGRADE_MESSAGES } from '../plans/plan-texts'
import { Button } from '../ui/button'

type PlanCardActionProps = {
  tier: PlanTier
  signUpLabel: string
  variant: 'default' | 'outline'
}

/**
 * A plan card's button. Signed out: sign up for the plan. Signed in: the plan in force says
 * so, a free account upgrades through checkout, a paid one changes plan in the billing portal.
 */
export function PlanCardAction({ tier, signUpLabel, variant }: PlanCardActionProps) {
  const { user } = useSession()
  const { t } = useT()
  const usage = useQuery(getPlanUsageQueryOptions(user !== null))
  const checkout = useCheckout()
  const billing = useBillingActions()
  const base = { size: 'lg', variant, className: 'w-full' } as const
  const current = usage.data?.tier
  if (!user || !current) {
    return (
      <Button asChild {...base}>
        <Link to={`/signup/${tier}`}>{signUpLabel}</Link>
      </Button>
    )
  }
  if (current === tier) {
    return (
      <Button {...base} variant="outline" disabled>
        {t(PLAN_CARD_MESSAGES.currentPlan)}
      </Button>
    )
  }
  if (current === 'free' && tier !== 'free') {
    return (
      <Button {...base} disabled={checkout.busy} onClick={() => checkout.start(tier)}>
        {checkout.busy ? t('plans.payment.redirecting') : t(UPGRADE_MESSAGES[tier])}
      </Button>
    )
  }
  return (
    <Button {...base} disabled={billing.busy !== null} onClick={billing.openPortal}>
      {t(PLAN_CARD_MESSAGES.changePlan)}
    </Button>
  )
}
