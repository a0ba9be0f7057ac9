import type { MonthlyStat } from '#src/analysis/types'
import { formatShortMonth, formatWallClockMonth, monthNumberOfName } from '#src/i18n/format-dates'
import { monthSentence } from '#src/i18n/gap-texts'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { STATE_ORDER, STATE_STYLES } from './emotional-states'
import { STATE_TEXTS } from './gap-labels'
import { statMonthKey } from './timeline-months'

type MonthByMonthProps = {
  months: MonthlyStat[]
  selectedKey: string | null
}

// The engine names months in English ('Jan'); the page writes them in the reader's language.
function monthName(stat: MonthlyStat, locale: string): string {
  const n = monthNumberOfName(stat.month)
  return n ? formatShortMonth(n, locale) : stat.month
}

function monthYear(stat: MonthlyStat, locale: string): string {
  const n = monthNumberOfName(stat.month)
  return n
    ? formatWallClockMonth(`${stat.year}-${String(n).padStart(2, '0')}`, locale)
    : `${stat.month} ${stat.year}`
}

/** Every month as a bar: its height is how much you talked, its colour how the month felt. */
export function MonthByMonth({ months, selectedKey }: MonthByMonthProps) {
  const { t } = useT()
  const most = Math.max(1, ...months.map((m) => m.messageCount))
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">{t('gap.months.title')}</h2>
        <CardDescription>{t('gap.months.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* Right to left, the months run from right to left, like the timeline above. A long
            chat scrolls sideways, so the keyboard can reach the list to scroll it. */}
        <ol
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus to scroll from the keyboard
          tabIndex={0}
          aria-label={t('gap.months.title')}
          className="flex h-36 items-end gap-1 overflow-x-auto pb-6 outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
        >
          {months.map((month, index) => (
            <MonthBar
              key={statMonthKey(month)}
              month={month}
              height={Math.max(6, (month.messageCount / most) * 100)}
              selectedKey={selectedKey}
              label={
                months.length <= 12 ? 'month' : month.month === 'Jan' || index === 0 ? 'year' : null
              }
            />
          ))}
        </ol>
        <ul aria-label={t('gap.months.moods')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs">
          {STATE_ORDER.map((state) => (
            <li key={state} className="flex items-center gap-1.5 text-muted-foreground">
              <span
                aria-hidden="true"
                className={cn('size-2.5 rounded-sm', STATE_STYLES[state].bar)}
              />
              <span className="font-medium text-foreground">{t(STATE_TEXTS[state].name)}</span>
              <span className="hidden sm:inline">· {t(STATE_TEXTS[state].meaning)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

/**
 * A month's bar, `height` percent tall and coloured by how the month felt, dimmed while another
 * is selected; named in full for a screen reader, and below it by `label`: the month alone, the
 * month with its year, or nothing (a long chat labels only its Januaries and first month).
 */
function MonthBar({
  month,
  height,
  selectedKey,
  label,
}: {
  month: MonthlyStat
  height: number
  selectedKey: string | null
  label: 'month' | 'year' | null
}) {
  const { t, locale } = useT()
  const selected = statMonthKey(month) === selectedKey
  const state = t(STATE_TEXTS[month.emotionalState].name)
  return (
    <li
      title={t('gap.months.barTitle', {
        month: monthYear(month, locale),
        state,
        description: monthSentence(month, t, locale),
      })}
      className="relative flex h-full min-w-4 flex-1 flex-col justify-end"
    >
      <span className="sr-only">
        {t('gap.months.barSummary', {
          month: monthYear(month, locale),
          state,
          count: month.messageCount,
        })}
      </span>
      <span
        aria-hidden="true"
        style={{ height: `${height}%` }}
        className={cn(
          'block w-full rounded-t-md transition-opacity',
          STATE_STYLES[month.emotionalState].bar,
          selectedKey && !selected && 'opacity-45',
          selected && 'ring-2 ring-primary ring-offset-2 ring-offset-surface',
        )}
      />
      {label ? (
        <span
          aria-hidden="true"
          className="-bottom-6 absolute start-0 whitespace-nowrap text-[0.7rem] text-muted-foreground"
        >
          {label === 'month'
            ? monthName(month, locale)
            : t('gap.months.shortLabel', {
                month: monthName(month, locale),
                year: String(month.year).slice(2),
              })}
        </span>
      ) : null}
    </li>
  )
}
