// Formatting both sides share (the web pages and the PDF report): figures in the reader's
// language through Intl. English keeps the engine's own text, letter for letter.

import { MINUTES_PER_DAY } from '../analysis/calendar'
import { formatDuration, round1 } from '../analysis/format'

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
