import { Activity, CalendarClock, Hourglass, TriangleAlert } from 'lucide-react'
import type { SummaryStats } from '#src/analysis/types'
import { StatCard } from '#src/web/components/analysis/stat-card'
import { useT } from '#src/web/lib/i18n/use-t'
import { formatOneDecimal } from './format-gap'

/** docs/product.md §2: the four summary cards. */
export function GapSummaryCards({ stats }: { stats: SummaryStats }) {
  const { t, locale } = useT()
  return (
    <section
      aria-label={t('gap.summary.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard
        label={t('gap.summary.critical.label')}
        value={stats.criticalEvents}
        icon={TriangleAlert}
        hint={t('gap.summary.critical.hint')}
      />
      <StatCard
        label={t('gap.summary.total.label')}
        value={stats.totalAnomalies}
        icon={Activity}
        hint={t('gap.summary.total.hint', { count: stats.warningEvents })}
      />
      <StatCard
        label={t('gap.summary.longest.label')}
        value={formatOneDecimal(stats.longestGapDays, locale)}
        icon={Hourglass}
        hint={t('gap.summary.longest.hint')}
      />
      <StatCard
        label={t('gap.summary.normal.label')}
        value={formatOneDecimal(stats.averageGapDays, locale)}
        icon={CalendarClock}
        hint={t('gap.summary.normal.hint')}
      />
    </section>
  )
}
