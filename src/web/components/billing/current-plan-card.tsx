import { Link } from 'react-router'
import type { Subscription } from '#src/contract/billing'
import { PLANS } from '#src/contract/plans'
import { formatLocalDate } from '../../lib/format-date'
import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { billingPeriod, daysRemaining, statusLabel } from './format-billing'
import { useBillingActions } from './use-billing-actions'

/** Spec §2 Billing: the current plan with its price, status, period, days left and actions. */
export function CurrentPlanCard({ subscription }: { subscription: Subscription | null }) {
  const tier = subscription?.tier ?? 'free'
  const status = subscription?.status ?? 'active'
  const plan = PLANS[tier]
  const { busy, openPortal, sync } = useBillingActions()
  const period = subscription?.endDate ? billingPeriod(subscription.endDate) : null
  return (
    <section aria-labelledby="current-plan" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="current-plan" className="font-semibold text-lg">
            {plan.name} Plan
          </h3>
          <p className="text-muted-foreground">
            {plan.price} {plan.period}
          </p>
        </div>
        <Badge variant={status === 'active' ? 'green' : status === 'cancelled' ? 'red' : 'yellow'}>
          {statusLabel(status)}
        </Badge>
      </div>
      {period && subscription?.endDate && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Billing period</dt>
            <dd>
              {formatLocalDate(period.start)} – {formatLocalDate(period.end)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Days remaining</dt>
            <dd>{daysRemaining(subscription.endDate)}</dd>
          </div>
        </dl>
      )}
      <div className="flex flex-wrap gap-3">
        {tier === 'free' ? (
          <Button asChild>
            <Link to="/pricing">Upgrade Plan</Link>
          </Button>
        ) : (
          <>
            <Button onClick={openPortal} disabled={busy !== null}>
              Manage Subscription
            </Button>
            <Button variant="outline" onClick={sync} disabled={busy !== null}>
              {busy === 'sync' ? 'Syncing...' : 'Sync from Stripe'}
            </Button>
          </>
        )}
      </div>
    </section>
  )
}
