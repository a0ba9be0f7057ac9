// Figures in the reader's language (the web pages, the PNG card, the PDF report and the CLI),
// through Intl's kept formatters (format-intl.ts). English keeps the engine's own text, letter
// for letter. Pure: no DOM, no Node. Dates are in format-dates.ts and format-instants.ts.

import { MINUTES_PER_DAY } from '#src/analysis/calendar'
import { formatDuration, isUnderAMinute } from '#src/analysis/duration-text'
import { round1 } from '#src/analysis/rounding'
import { intlTag, isEnglish, numberFormat } from './format-intl'

/** '2 Stunden', '12,5 minutes': a count of a unit, one decimal, in `locale`. */
export function unitText(value: number, unit: 'minute' | 'hour' | 'day', locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(round1(value))
}

/**
 * "Under a minute" in each language (Intl has no words for it): exports keep whole minutes, so
 * a reply in the same minute is under a minute, never '0 minutes'. The sentences a duration sits
 * in say it in their own words where a preposition would clash (`under` in their values).
 */
const UNDER_A_MINUTE: Record<string, string> = {
  es: 'menos de un minuto',
  pt: 'menos de um minuto',
  de: 'unter einer Minute',
  fr: 'moins d’une minute',
  ar: 'أقل من دقيقة',
}

/**
 * docs/product.md §9 units in `locale`: under a minute, minutes under an hour, hours under a
 * day, else days.
 */
export function formatMinutes(minutes: number, locale: string): string {
  if (isEnglish(locale)) return formatDuration(minutes)
  if (isUnderAMinute(minutes)) {
    return UNDER_A_MINUTE[locale.split('-')[0] ?? ''] ?? formatDuration(minutes)
  }
  if (minutes < 60) return unitText(minutes, 'minute', locale)
  if (minutes < MINUTES_PER_DAY) return unitText(minutes / 60, 'hour', locale)
  return unitText(minutes / MINUTES_PER_DAY, 'day', locale)
}

/** A count: '13,818' in English, '13.818' in German. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(intlTag(locale)).format(value)
}

/** The units an anomaly compares in. */
export type AmountUnit = 'days' | 'hours' | 'percent'

/** An anomaly comparison's amount, one decimal: '3 days', '1 hour', '12.5%'. */
export function formatAmount(value: number, unit: AmountUnit, locale: string): string {
  const rounded = round1(value)
  if (isEnglish(locale)) {
    if (unit === 'percent') return `${rounded}%`
    return `${rounded} ${rounded === 1 ? unit.slice(0, -1) : unit}`
  }
  if (unit === 'percent')
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      rounded / 100,
    )
  return unitText(rounded, unit === 'days' ? 'day' : 'hour', locale)
}

/** A figure as the engine writes it in English ('12.5', '1234'); in `locale`, through Intl. */
export function formatFigure(value: number, locale: string): string {
  if (isEnglish(locale)) return String(value)
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value)
}

/** A share given 0–100: '62%' as the engine writes it; '62 %' in German; `signed`: '+62%'. */
export function formatPercentFigure(value: number, locale: string, signed = false): string {
  if (isEnglish(locale)) return `${signed && value > 0 ? '+' : ''}${value}%`
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }).format(value / 100)
}

/** A number as the engine writes it ('12.3' in English), one decimal at most in other languages. */
export function formatDecimal(value: number, locale: string): string {
  if (isEnglish(locale)) return String(value)
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value)
}

/** A percentage given 0–100 with at most one decimal: '42%', '57.1%', '57,1 %'. */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(intlTag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  )
}
