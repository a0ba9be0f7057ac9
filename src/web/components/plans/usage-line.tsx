import { useQuery } from '@tanstack/react-query'
import { Gauge } from 'lucide-react'
import { useT } from '#src/web/lib/i18n/use-t'
import { getPlanUsageQueryOptions } from './api/get-plan-usage'
import { formatUsage } from './format-usage'

/** One line of what the plan allows and what is used, e.g. on the dashboard. */
export function UsageLine({ className }: { className?: string }) {
  const { t, locale } = useT()
  const usage = useQuery(getPlanUsageQueryOptions())
  if (!usage.data) return null
  return (
    <p className={className}>
      <Gauge aria-hidden="true" className="me-1.5 inline size-4 align-[-3px] text-primary" />
      <span className="sr-only">{t('plans.usage.yourPlan')}</span>
      {formatUsage(usage.data, t, locale)}
    </p>
  )
}
