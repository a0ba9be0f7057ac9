import { useQuery } from '@tanstack/react-query'
import { Check, Minus } from 'lucide-react'
import { entitlementsOf, planName, type UsageCounter } from '#src/contract/entitlements'
import { useT } from '#src/web/lib/i18n/use-t'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card'
import { Skeleton } from '../ui/skeleton'
import { getPlanUsageQueryOptions } from './api/get-plan-usage'
import { formatUsage } from './format-usage'
import { unlockedFeatures } from './unlocked-features'

function Meter({ label, counter }: { label: string; counter: UsageCounter }) {
  const { t } = useT()
  const { used, limit } = counter
  const share = limit === null ? 0 : Math.min(100, (100 * used) / Math.max(1, limit))
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground">
          {limit === null
            ? t('plans.usage.meterUnlimited', { used })
            : t('plans.usage.meterOf', { used, limit })}
        </span>
      </div>
      {limit === null ? null : (
        // The figures are in the text above; the bar only draws them.
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <div
            className={share >= 100 ? 'h-full bg-warning' : 'h-full bg-primary'}
            style={{ width: `${share}%` }}
          />
        </div>
      )}
    </div>
  )
}

/** Account Settings → Billing: what the plan in force allows, and what this month has used. */
export function PlanUsageCard() {
  const { t, locale } = useT()
  const usage = useQuery(getPlanUsageQueryOptions())
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('plans.usage.title')}</CardTitle>
        <CardDescription>
          {usage.data ? formatUsage(usage.data, t, locale) : t('plans.usage.loading')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {usage.data ? (
          <div className="grid gap-6 md:grid-cols-2">
            <div className="flex flex-col gap-4">
              <Meter label={t('plans.usage.connections')} counter={usage.data.connections} />
              <Meter label={t('plans.usage.fullAnalyses')} counter={usage.data.fullAnalyses} />
              <Meter label={t('plans.usage.recentAnalyses')} counter={usage.data.recentAnalyses} />
            </div>
            <div>
              <p className="mb-2 font-medium text-sm">
                {t('plans.usage.includes', { plan: planName(usage.data.tier) })}
              </p>
              <ul className="flex flex-col gap-1.5 text-sm">
                {unlockedFeatures(entitlementsOf(usage.data.tier), t, locale).map(
                  ({ name, included }) => (
                    <li key={name} className="flex items-center gap-2">
                      {included ? (
                        <Check aria-hidden="true" className="size-4 text-success" />
                      ) : (
                        <Minus aria-hidden="true" className="size-4 text-muted-foreground" />
                      )}
                      <span className={included ? '' : 'text-muted-foreground'}>
                        {name}
                        <span className="sr-only">
                          {included ? t('plans.usage.included') : t('plans.usage.notIncluded')}
                        </span>
                      </span>
                    </li>
                  ),
                )}
              </ul>
            </div>
          </div>
        ) : (
          <Skeleton className="h-24" />
        )}
      </CardContent>
    </Card>
  )
}
