// How the gap analysis page writes its dates, durations and comparisons, in the reader's
// language: numbers, units and months through Intl, sentences through the gap catalog.

import { MINUTES_PER_DAY } from '#src/analysis/calendar'
import { round1 } from '#src/analysis/format'
import type { Anomaly, AnomalyComparison } from '#src/analysis/types'
import type { AppLocale } from '#src/i18n/locales'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** Outside a component (tests, helpers) the browser's one set of messages writes English. */
const browserT: Translate = (id, values) => browserI18n._(id, values)

type Unit = 'minute' | 'hour' | 'day'

/** '1 day', '12.5 minutes', '2 Stunden': a count of a unit, one decimal, in `locale`. */
function unitText(value: number, unit: Unit, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value)
}

/**
 * docs/product.md §9 durations: minutes (under 60), hours (under a day) or days, one decimal:
 * '12.5 minutes', '2.2 hours', '1 day' — as the engine's formatDuration, in `locale`.
 */
export function formatDurationIn(minutes: number, locale: AppLocale | string = 'en-US'): string {
  const safe = Number.isFinite(minutes) && minutes > 0 ? minutes : 0
  if (safe < 60) return unitText(round1(safe), 'minute', locale)
  if (safe < MINUTES_PER_DAY) return unitText(round1(safe / 60), 'hour', locale)
  return unitText(round1(safe / MINUTES_PER_DAY), 'day', locale)
}

/** '8.3', '0.5': a summary figure to one decimal. */
export function formatOneDecimal(value: number, locale: AppLocale | string = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(
    round1(value),
  )
}

/** '8.3 days', '5.5 hours', '62%'. */
export function formatMeasure(
  value: number,
  unit: AnomalyComparison['unit'],
  locale: AppLocale | string = 'en-US',
): string {
  const rounded = round1(value)
  if (unit === 'percent')
    return new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
      useGrouping: false,
    }).format(rounded / 100)
  return unitText(rounded, unit === 'days' ? 'day' : 'hour', locale)
}

/** docs/product.md §2: '{n}% longer/shorter than usual'; a share of conversations is higher or lower. */
export function changeText(
  { percentChange, unit }: AnomalyComparison,
  t: Translate = browserT,
): string {
  const percent = Math.abs(percentChange) / 100
  if (unit === 'percent')
    return t(percentChange >= 0 ? 'gap.anomaly.change.higher' : 'gap.anomaly.change.lower', {
      percent,
    })
  if (percentChange < 0) return t('gap.anomaly.change.shorter', { percent })
  // Past a few hundred percent a multiple is what a person can picture.
  if (percentChange < MULTIPLE_FROM_PERCENT) return t('gap.anomaly.change.longer', { percent })
  return t('gap.anomaly.change.longerMultiple', {
    percent,
    times: Math.round(1 + percentChange / 100),
  })
}

const MULTIPLE_FROM_PERCENT = 200

/**
 * Whose behaviour an anomaly is about, when that is one side: the same weeks can hold a
 * 'Response Time Spike' for each of you, and the cards must tell them apart.
 */
export function whoseChange(
  anomaly: Pick<Anomaly, 'type' | 'actor'>,
  t: Translate = browserT,
): string | null {
  if (anomaly.actor === 'both') return null
  if (anomaly.type === 'response_delay')
    return t(anomaly.actor === 'you' ? 'gap.side.yourReplies' : 'gap.side.theirReplies')
  if (anomaly.type === 'initiation_shift')
    return t(anomaly.actor === 'you' ? 'gap.anomaly.youReachedOut' : 'gap.anomaly.theyReachedOut')
  return null
}

/** 'May 2023': a month of the export's calendar (1-12), in `locale`. */
export function formatMonthYear(
  year: number,
  month: number,
  locale: AppLocale | string = 'en-US',
): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1))
}

/** 'May': a month's short name alone (1-12), in `locale`. */
export function formatShortMonth(month: number, locale: AppLocale | string = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  )
}

/** 'Mon' … 'Sun': the weekdays, Monday first, in `locale`. */
export function weekdayNames(locale: AppLocale | string = 'en-US'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)))
}
