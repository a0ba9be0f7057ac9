import type { Rhythm } from '#src/analysis/types'
import { formatIsoDate } from '#src/i18n/format-dates'
import { useT } from '#src/web/lib/i18n/use-t'

/** The longest run of days with messages, and the run up to the export's last day. */
export function StreakPanel({
  streaks,
  lastDate,
}: {
  streaks: Rhythm['streaks']
  lastDate: string
}) {
  const { t, locale } = useT()
  return (
    <dl className="grid shrink-0 grid-cols-2 gap-4 lg:w-52 lg:grid-cols-1">
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground text-sm">{t('analysis.calendar.longestStreak')}</dt>
        <dd className="font-semibold text-2xl tabular-nums">
          {t('analysis.calendar.streakDays', { count: streaks.longestDays })}
        </dd>
        <dd className="text-muted-foreground text-xs">
          {t('analysis.calendar.streakFrom', {
            date: formatIsoDate(streaks.longestStart, locale),
          })}
        </dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted-foreground text-sm">{t('analysis.calendar.currentStreak')}</dt>
        <dd className="font-semibold text-2xl tabular-nums">
          {t('analysis.calendar.streakDays', { count: streaks.currentDays })}
        </dd>
        <dd className="text-muted-foreground text-xs">
          {t('analysis.calendar.streakUntil', { date: formatIsoDate(lastDate, locale) })}
        </dd>
      </div>
    </dl>
  )
}
