import type { AnomalyComparison } from '#src/analysis/types'
import { cn } from '#src/web/lib/cn'
import { changeText, formatMeasure } from './format-gap'

/** Spec §2: the event's value beside 'Your Normal', and how far apart they are. */
export function ComparisonFigures({
  comparison,
  critical,
}: {
  comparison: AnomalyComparison
  critical: boolean
}) {
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted px-4 py-3">
          <dt className="text-muted-foreground text-xs">{comparison.valueLabel}</dt>
          <dd
            className={cn(
              'font-semibold text-xl tabular-nums',
              critical ? 'text-danger-soft-foreground' : 'text-warning-soft-foreground',
            )}
          >
            {formatMeasure(comparison.value, comparison.unit)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted px-4 py-3">
          <dt className="text-muted-foreground text-xs">Your Normal</dt>
          <dd className="font-semibold text-xl tabular-nums">
            {formatMeasure(comparison.baseline, comparison.unit)}
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-sm">{changeText(comparison)}</p>
    </div>
  )
}
