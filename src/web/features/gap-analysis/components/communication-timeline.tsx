import type { MessageId } from '#src/i18n/messages'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { SEVERITY_LABELS } from './gap-labels'
import type { DotSeverity, TimelineMonth } from './timeline-months'

const DOT: Record<DotSeverity, { className: string; label: MessageId }> = {
  critical: { className: 'bg-danger', label: SEVERITY_LABELS.critical },
  warning: { className: 'bg-warning', label: SEVERITY_LABELS.warning },
  normal: { className: 'bg-success', label: SEVERITY_LABELS.normal },
}

type TimelineProps = {
  months: TimelineMonth[]
  selectedKey: string | null
  onSelect: (month: TimelineMonth) => void
}

/** docs/product.md §2: one clickable dot per month with a significant event, and the legend. */
export function CommunicationTimeline({ months, selectedKey, onSelect }: TimelineProps) {
  const { t } = useT()
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">{t('gap.timeline.title')}</h2>
        <CardDescription>{t('gap.timeline.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {months.length === 0 ? (
          <p className="rounded-lg bg-success-soft px-4 py-3 text-sm text-success-soft-foreground">
            {t('gap.timeline.empty')}
          </p>
        ) : (
          // In a right-to-left language the months run from right to left, as its readers read time.
          <ol className="relative flex gap-2 overflow-x-auto pt-1 pb-2">
            <span
              aria-hidden="true"
              className="absolute start-4 end-4 top-[1.35rem] h-px bg-border"
            />
            {months.map((month) => (
              <MonthDot
                key={month.key}
                month={month}
                selected={month.key === selectedKey}
                onSelect={() => onSelect(month)}
              />
            ))}
          </ol>
        )}
        <ul
          aria-label={t('gap.timeline.legend')}
          className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-xs"
        >
          {Object.values(DOT).map((entry) => (
            <li key={entry.label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', entry.className)} />
              {t(entry.label)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

/** A month's dot, coloured by its most severe event, with how many events it holds. */
function MonthDot({
  month,
  selected,
  onSelect,
}: {
  month: TimelineMonth
  selected: boolean
  onSelect: () => void
}) {
  const { t } = useT()
  const dot = DOT[month.severity]
  return (
    <li className="relative flex min-w-18 flex-1 justify-center">
      <button
        type="button"
        aria-pressed={selected}
        aria-label={t('gap.timeline.monthButton', {
          month: month.label,
          count: month.anomalyIds.length,
          severity: month.severity,
        })}
        onClick={onSelect}
        className={cn(
          'group flex cursor-pointer flex-col items-center gap-2 rounded-lg px-2 py-1 outline-none transition-colors hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40',
          selected && 'bg-primary-soft',
        )}
      >
        <span className="relative">
          <span
            className={cn(
              'block size-5 rounded-full border-2 border-surface shadow-sm transition-transform group-hover:scale-110',
              dot.className,
              selected && 'scale-125 ring-2 ring-primary ring-offset-2 ring-offset-surface',
            )}
          />
          {month.anomalyIds.length > 1 ? (
            <span className="-top-2 -end-3 absolute rounded-full bg-foreground px-1.5 font-semibold text-[0.65rem] text-background leading-4">
              {month.anomalyIds.length}
            </span>
          ) : null}
        </span>
        <span
          className={cn(
            'whitespace-nowrap text-muted-foreground text-xs',
            selected && 'font-semibold text-foreground',
          )}
        >
          {month.label}
        </span>
      </button>
    </li>
  )
}
