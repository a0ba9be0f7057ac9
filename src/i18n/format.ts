// Formatting both sides share (the web pages and the PDF report): figures in the reader's
// language through Intl. English keeps the engine's own text, letter for letter.

import {
  civilFromDays,
  formatShortDate,
  MINUTES_PER_DAY,
  parseWallClock,
} from '#src/analysis/calendar'
import { formatDuration, round1 } from '#src/analysis/format'

export function isEnglish(locale: string): boolean {
  return locale.toLowerCase().split('-')[0] === 'en'
}

/** Spec §9 units in `locale`: minutes under an hour, hours under a day, else days. */
export function formatMinutes(minutes: number, locale: string): string {
  if (isEnglish(locale)) return formatDuration(minutes)
  const safe = Number.isFinite(minutes) && minutes > 0 ? minutes : 0
  const [value, unit] =
    safe < 60
      ? [safe, 'minute']
      : safe < MINUTES_PER_DAY
        ? [safe / 60, 'hour']
        : [safe / MINUTES_PER_DAY, 'day']
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(round1(value))
}

/** A figure as the engine writes it in English ('12.5', '1234'); in `locale`, through Intl. */
export function formatFigure(value: number, locale: string): string {
  if (isEnglish(locale)) return String(value)
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
}

/** A share given 0–100: '62%' as the engine writes it; '62 %' in German. */
export function formatPercentFigure(value: number, locale: string): string {
  if (isEnglish(locale)) return `${value}%`
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  )
}

/** The day of a wall-clock 'YYYY-MM-DDTHH:mm': 'Mar 3, 2024', '3. März 2024'. */
export function formatWallClockDay(wallClock: string, locale: string): string {
  const days = Math.floor(parseWallClock(wallClock) / MINUTES_PER_DAY)
  if (isEnglish(locale)) return formatShortDate(days)
  const { year, month, day } = civilFromDays(days)
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day))
}
