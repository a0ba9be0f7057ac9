import { numberFormat } from '#src/i18n/format-intl'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import type { CalendarLevel } from './calendar-year'

/** The colours of no messages and of the four steps, lightest first. */
const SHADES = ['bg-muted', 'bg-primary/25', 'bg-primary/50', 'bg-primary/75', 'bg-primary']
/** A day before or after the export. */
export const OUTSIDE = 'border border-border border-dashed'

/** The shade of step `level` of `steps` (fewer steps spread over the four shades). */
export function shade(level: number, steps: number): string {
  if (level === 0 || steps === 0) return SHADES[0] ?? ''
  return SHADES[Math.round((level * 4) / steps)] ?? ''
}

/** What each shade of the grid means, and the dashed days outside the export. */
export function CalendarLegend({
  levels,
  showOutside,
}: {
  levels: CalendarLevel[]
  showOutside: boolean
}) {
  const { t, locale } = useT()
  const number = numberFormat(locale)
  const items = [
    { label: number.format(0), className: shade(0, levels.length) },
    ...levels.map((level, i) => ({
      label:
        level.low === level.high
          ? number.format(level.low)
          : t('analysis.calendar.range', { low: level.low, high: level.high }),
      className: shade(i + 1, levels.length),
    })),
  ]
  if (showOutside) items.push({ label: t('analysis.calendar.outside'), className: OUTSIDE })
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
      <span>{t('analysis.calendar.legend')}</span>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5 tabular-nums">
            <span aria-hidden="true" className={cn('size-3 rounded-[3px]', item.className)} />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
