import type { AnomalyComparison, AnomalyType } from '#src/analysis/types'
import { formatAmount } from '#src/i18n/format-numbers'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { changeText } from './format-gap'
import { VALUE_LABELS } from './gap-labels'

/** docs/product.md §2: the event's value beside 'Your Normal', and how far apart they are. */
export function ComparisonFigures({
  type,
  comparison,
  critical,
}: {
  type: AnomalyType
  comparison: AnomalyComparison
  critical: boolean
}) {
  const { t, locale } = useT()
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted px-4 py-3">
          <dt className="text-muted-foreground text-xs">{t(VALUE_LABELS[type])}</dt>
          <dd
            className={cn(
              'font-semibold text-xl tabular-nums',
              critical ? 'text-danger-soft-foreground' : 'text-warning-soft-foreground',
            )}
          >
            {formatAmount(comparison.value, comparison.unit, locale)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted px-4 py-3">
          <dt className="text-muted-foreground text-xs">{t('gap.anomaly.yourNormal')}</dt>
          <dd className="font-semibold text-xl tabular-nums">
            {formatAmount(comparison.baseline, comparison.unit, locale)}
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-sm">{changeText(comparison, t)}</p>
    </div>
  )
}
