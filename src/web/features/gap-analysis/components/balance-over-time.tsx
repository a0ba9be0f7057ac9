import type { RhythmBalanceMonth, RhythmBalanceOverTime } from '#src/analysis/types'
import { rhythmMonth } from '#src/i18n/chapter-texts'
import { formatPercentFigure } from '#src/i18n/format-numbers'
import { ChartCard } from '#src/web/components/analysis/charts/chart-card'
import { useT } from '#src/web/lib/i18n/use-t'

function MonthColumn({ month, label }: { month: RhythmBalanceMonth; label: string }) {
  if (month.tooFewToTell)
    return (
      <span title={label} className="relative flex min-w-0 flex-1 justify-center">
        <span className="absolute inset-y-0 inset-x-0 mx-auto w-px border-muted-foreground/40 border-s border-dashed" />
      </span>
    )
  return (
    <span title={label} className="relative flex min-w-0 flex-1 justify-center">
      <span
        className="absolute inset-x-0 mx-auto w-full max-w-3 rounded-sm bg-primary/25"
        style={{
          bottom: `${month.lowPercent}%`,
          height: `${month.highPercent - month.lowPercent}%`,
        }}
      />
      <span
        className="absolute inset-x-0 mx-auto size-2 rounded-full bg-primary"
        style={{ bottom: `calc(${month.user1InitiationPercent}% - 0.25rem)` }}
      />
    </span>
  )
}

/** Base and Premium: the viewer's share of the conversations started, month by month. */
export function BalanceOverTime({ balance }: { balance: RhythmBalanceOverTime }) {
  const { t, locale } = useT()
  const percent = (value: number) => formatPercentFigure(value, locale)
  if (balance.tooFewToTell)
    return (
      <ChartCard title={t('gap.balance.title')} description={t('gap.balance.description')}>
        <p className="rounded-lg bg-muted px-4 py-3 text-muted-foreground text-sm">
          {t('gap.balance.tooFew')}
        </p>
      </ChartCard>
    )
  const months = balance.months.map((month) => {
    const name = rhythmMonth(month.month, locale, 'short')
    const value = month.tooFewToTell
      ? t('gap.balance.tooFewMonth')
      : t('gap.balance.monthValue', {
          share: percent(month.user1InitiationPercent),
          low: percent(month.lowPercent),
          high: percent(month.highPercent),
        })
    return { month, name, value }
  })
  const first = months[0]
  const last = months[months.length - 1]
  return (
    <ChartCard title={t('gap.balance.title')} description={t('gap.balance.description')}>
      <div aria-hidden="true" className="flex gap-2">
        <div className="flex h-32 flex-col justify-between text-end text-muted-foreground text-xs leading-none">
          <span>{percent(100)}</span>
          <span>{percent(50)}</span>
          <span>{percent(0)}</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="relative flex h-32 gap-px border-border border-b">
            <span className="absolute inset-x-0 top-1/2 border-border border-t border-dashed" />
            {months.map(({ month, name, value }) => (
              <MonthColumn key={month.month} month={month} label={`${name}: ${value}`} />
            ))}
          </div>
          {first && last ? (
            <div className="flex justify-between text-muted-foreground text-xs">
              <span>{first.name}</span>
              {last !== first ? <span>{last.name}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
      <p className="mt-3 text-muted-foreground text-xs">{t('gap.balance.legend')}</p>
      {/* A table shrinks no narrower than its text, so a wrapper hides it from sight. */}
      <div className="sr-only">
        <table>
          <caption>{t('gap.balance.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('gap.balance.monthColumn')}</th>
              <th scope="col">{t('gap.balance.shareColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map(({ month, name, value }) => (
              <tr key={month.month}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartCard>
  )
}
