import { Sparkles } from 'lucide-react'
import type { Anomaly } from '#src/analysis/types'
import type { Annotation } from '#src/contract/annotations'
import { formatWallClockPaddedRange } from '#src/i18n/format-dates'
import { anomalyTextsIn } from '#src/i18n/gap-texts'
import { Badge } from '#src/web/components/ui/badge'
import { Card } from '#src/web/components/ui/card'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { AnomalyIcon } from './anomaly-icon'
import { ComparisonFigures } from './comparison-figures'
import { whoseChange } from './format-gap'
import { SEVERITY_LABELS } from './gap-labels'
import { MemoryBlock } from './memory-block'

type AnomalyCardProps = {
  anomaly: Anomaly
  connectionId: string
  note: Annotation | null
  selected: boolean
  onSelect: () => void
}

/** docs/product.md §2 anomaly card: what happened, how it compares, how it may have felt, and a memory. */
export function AnomalyCard({ anomaly, connectionId, note, selected, onSelect }: AnomalyCardProps) {
  const { t, locale } = useT()
  const critical = anomaly.severity === 'critical'
  const whose = whoseChange(anomaly, t)
  // Written from the anomaly's facts in the reader's language, not from the engine's English.
  const texts = anomalyTextsIn(anomaly, t, locale)
  return (
    <Card
      id={`anomaly-${anomaly.id}`}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'scroll-mt-24 overflow-hidden transition-shadow',
        selected && 'shadow-md ring-2 ring-primary',
      )}
    >
      {/* The title's button stretches over the whole header, so a click anywhere there selects. */}
      <div className="relative flex items-start gap-4 p-5 transition-colors hover:bg-muted/60 has-[:focus-visible]:bg-muted">
        <span
          className={cn(
            'rounded-xl p-2.5',
            critical
              ? 'bg-danger-soft text-danger-soft-foreground'
              : 'bg-warning-soft text-warning-soft-foreground',
          )}
        >
          <AnomalyIcon name={anomaly.icon} className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-lg leading-tight">
              <button
                type="button"
                onClick={onSelect}
                aria-pressed={selected}
                className="cursor-pointer text-start outline-none before:absolute before:inset-0 focus-visible:underline"
              >
                {texts.title}
              </button>
            </h3>
            <Badge variant={critical ? 'red' : 'yellow'}>
              {t(SEVERITY_LABELS[anomaly.severity])}
            </Badge>
          </div>
          <p className="text-muted-foreground text-sm">
            {whose ? <span className="font-medium text-foreground">{whose} · </span> : null}
            {formatWallClockPaddedRange(anomaly.startDate, anomaly.endDate, locale)}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-5 px-5 pb-5">
        <ComparisonFigures
          type={anomaly.type}
          comparison={anomaly.comparison}
          critical={critical}
        />
        <p className="text-pretty leading-relaxed">{texts.therapeuticExplanation}</p>
        {texts.likelyFeelings.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
              {t('gap.anomaly.youMayHaveFelt')}
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {texts.likelyFeelings.map((feeling) => (
                <li key={feeling}>
                  <Badge variant="secondary">{feeling}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="flex gap-2 rounded-lg bg-accent-soft px-4 py-3 text-accent-soft-foreground text-sm leading-relaxed">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{texts.reflectionPrompt}</span>
        </p>
        <MemoryBlock connectionId={connectionId} anomalyId={anomaly.id} note={note} />
      </div>
    </Card>
  )
}
