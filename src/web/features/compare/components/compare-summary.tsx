import { HeartHandshake, Percent, Scale, Users } from 'lucide-react'
import type { ComparisonSummary } from '#src/analysis/compare'
import { numberFormat } from '#src/i18n/format-intl'
import { StatCard } from '#src/web/components/analysis/stat-card'
import { useT } from '#src/web/lib/i18n/use-t'

/** docs/product.md §2 summary tiles. */
export function CompareSummary({ summary }: { summary: ComparisonSummary }) {
  const { t, locale } = useT()
  const count = numberFormat(locale)
  return (
    <section
      aria-label={t('compare.summary.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard
        label={t('compare.summary.total')}
        value={count.format(summary.totalConnections)}
        icon={Users}
        hint={t('compare.summary.totalHint')}
      />
      <StatCard
        label={t('compare.summary.needAttention')}
        value={count.format(summary.needAttention)}
        icon={HeartHandshake}
        hint={t('compare.summary.needAttentionHint')}
      />
      <StatCard
        label={t('compare.summary.balanced')}
        value={count.format(summary.balanced)}
        icon={Scale}
        hint={t('compare.summary.balancedHint')}
      />
      <StatCard
        label={t('compare.summary.avgInitiate')}
        value={t('compare.percent', { value: summary.avgYouInitiate / 100 })}
        icon={Percent}
        hint={t('compare.summary.avgInitiateHint')}
      />
    </section>
  )
}
