// Which months the Communication Timeline shows, and how a month and an anomaly
// point at each other (docs/product.md §2: selecting one selects the other).

import type { Anomaly, MonthlyStat } from '#src/analysis/types'
import { formatWallClockMonth, monthNumberOfName } from '#src/i18n/format-dates'
import type { AppLocale } from '#src/i18n/locales'

export type DotSeverity = 'critical' | 'warning' | 'normal'

export interface TimelineMonth {
  /** 'YYYY-MM' */
  key: string
  /** 'Apr 2024', in the reader's language */
  label: string
  severity: DotSeverity
  /** Anomalies that start in this month, in the order of the anomaly list. */
  anomalyIds: string[]
}

export function monthKey(year: number, monthNumber: number): string {
  return `${year}-${String(monthNumber).padStart(2, '0')}`
}

/** The timeline month an anomaly belongs to: the month it starts in. */
export function anomalyMonthKey(anomaly: Pick<Anomaly, 'year' | 'month'>): string {
  return monthKey(anomaly.year, anomaly.month)
}

export function statMonthKey(stat: Pick<MonthlyStat, 'year' | 'month'>): string {
  return monthKey(stat.year, monthNumberOfName(stat.month))
}

function worstSeverity(anomalies: Anomaly[]): DotSeverity {
  if (anomalies.some((a) => a.severity === 'critical')) return 'critical'
  return anomalies.length > 0 ? 'warning' : 'normal'
}

/**
 * One dot per month with a significant event: the significant months of docs/product.md §4, and every
 * month an anomaly starts in, so that each anomaly card has a month to select.
 */
export function timelineMonths(
  timeline: MonthlyStat[],
  anomalies: Anomaly[],
  locale: AppLocale | string = 'en-US',
): TimelineMonth[] {
  const byMonth = new Map<string, Anomaly[]>()
  for (const anomaly of anomalies) {
    const key = anomalyMonthKey(anomaly)
    byMonth.set(key, [...(byMonth.get(key) ?? []), anomaly])
  }
  const keys = new Set([
    ...timeline.filter((m) => m.hasSignificantEvent).map(statMonthKey),
    ...byMonth.keys(),
  ])
  return [...keys].sort().map((key) => {
    const inMonth = byMonth.get(key) ?? []
    return {
      key,
      label: formatWallClockMonth(key, locale),
      severity: worstSeverity(inMonth),
      anomalyIds: inMonth.map((a) => a.id),
    }
  })
}
