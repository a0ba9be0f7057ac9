import { dateTimeFormat } from '#src/i18n/format-intl'
import type { MessageId } from '#src/i18n/messages'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

// January to June (month indexes 0–5); their names come from Intl in the reader's language.
const MONTHS = [
  { month: 0, tone: 'normal' },
  { month: 1, tone: 'normal' },
  { month: 2, tone: 'warning' },
  { month: 3, tone: 'normal' },
  { month: 4, tone: 'critical' },
  { month: 5, tone: 'normal' },
] as const

const TONE: Record<'normal' | 'warning' | 'critical', { dot: string; text: MessageId }> = {
  normal: { dot: 'bg-success', text: 'landing.features.timeline.steady' },
  warning: { dot: 'bg-warning', text: 'landing.features.timeline.notableChange' },
  critical: { dot: 'bg-danger', text: 'landing.features.timeline.longSilence' },
}

/** docs/product.md §2 sample: six months with green (normal), yellow and red (notable) markers. */
export function TimelineSample() {
  const { t, locale } = useT()
  const monthName = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  return (
    <div className="flex flex-col gap-3">
      <ol className="relative flex justify-between">
        <span aria-hidden="true" className="absolute inset-x-2 top-2 h-0.5 bg-border" />
        {MONTHS.map(({ month, tone }) => (
          <li key={month} className="relative flex flex-col items-center gap-1.5">
            <span className={cn('size-4 rounded-full ring-4 ring-surface', TONE[tone].dot)} />
            <span className="text-muted-foreground text-xs">
              {monthName.format(Date.UTC(2024, month, 15))}
            </span>
            <span className="sr-only">{t(TONE[tone].text)}</span>
          </li>
        ))}
      </ol>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-success" />{' '}
          {t('landing.features.timeline.legendNormal')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-warning" />{' '}
          {t('landing.features.timeline.legendNotable')}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-danger" />{' '}
          {t('landing.features.timeline.legendSignificant')}
        </span>
      </p>
    </div>
  )
}
