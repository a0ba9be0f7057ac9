import type { Subscription } from '#src/contract/billing'
import { PLANS } from '#src/contract/plans'
import { formatLocalDate } from '#src/i18n/format-instants'
import { formatCount } from '#src/i18n/format-numbers'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { planTexts } from '../plans/plan-texts'
import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { billingPeriod, daysRemaining, statusText } from './format-billing'
import { useBillingActions } from './use-billing-actions'

/** docs/product.md §2 Billing: the current plan with its price, status, period, days left and actions. */
export function CurrentPlanCard({ subscription }: { subscription: Subscription | null }) {
  const tier = subscription?.tier ?? 'free'
  const status = subscription?.status ?? 'active'
  const { t, locale } = useT()
  const plan = planTexts(PLANS[tier], t)
  const { busy, openPortal, sync } = useBillingActions()
  const period = subscription?.endDate ? billingPeriod(subscription.endDate) : null
  return (
    <section aria-labelledby="current-plan" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="current-plan" className="font-semibold text-lg">
            {t('account.billing.planName', { plan: plan.name })}
          </h3>
          <p className="text-muted-foreground">
            {plan.price} {plan.period}
          </p>
        </div>
        <Badge variant={status === 'active' ? 'green' : status === 'cancelled' ? 'red' : 'yellow'}>
          {statusText(status, t)}
        </Badge>
      </div>
      {period && subscription?.endDate && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t('account.billing.period')}</dt>
            <dd>
              {formatLocalDate(period.start, locale)} – {formatLocalDate(period.end, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('account.billing.daysRemaining')}</dt>
            <dd>{formatCount(daysRemaining(subscription.endDate), locale)}</dd>
          </div>
        </dl>
      )}
      <div className="flex flex-wrap gap-3">
        {tier === 'free' ? (
          <Button asChild>
            <LocaleLink to="/pricing">{t('account.billing.upgrade')}</LocaleLink>
          </Button>
        ) : (
          <>
            <Button onClick={openPortal} disabled={busy !== null}>
              {t('account.billing.manage')}
            </Button>
            <Button variant="outline" onClick={sync} disabled={busy !== null}>
              {busy === 'sync' ? t('account.billing.syncing') : t('account.billing.sync')}
            </Button>
          </>
        )}
      </div>
    </section>
  )
}
