// What every slide of a year is written from (story-slides-*.ts): the year, the one before it,
// the reader's language and choices, and the dates, hours and notes the slides share.

import type { AnalysisResult, RhythmYear } from '#src/analysis/types'
import { wallClockInstant, wallClockParts } from '#src/i18n/format-dates'
import { dateTimeFormat, intlTag } from '#src/i18n/format-intl'
import type { AppLocale } from '#src/i18n/locales'
import type { Translate } from '#src/web/lib/i18n/use-t'
import type { StoryOptions } from './year-slide'

/** Fewer conversations than this and who opens is not told. */
export const MIN_CONVERSATIONS_FOR_SHARE = 10
/** A year covered for fewer days is too short to compare against. */
export const MIN_DAYS_TO_COMPARE = 28

export const dayDate = (day: string, locale: string, withYear = false) => {
  const parts = wallClockParts(day)
  if (!parts) return day
  return dateTimeFormat(intlTag(locale), {
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(wallClockInstant(parts))
}

/** Weekday names Monday first, in the reader's language ('Mon' … 'Sun'). */
export function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  const format = dateTimeFormat(intlTag(locale), { weekday: width, timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2024, 0, 1 + d))))
}

export function hourText(hour: number, locale: string): string {
  return dateTimeFormat(intlTag(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hour)))
}

export interface Context {
  year: RhythmYear
  previous: RhythmYear | undefined
  result: AnalysisResult
  t: Translate
  locale: AppLocale
  options: StoryOptions
  /** Names of the sides as the slides say them. */
  side1: string
  side2: string
}

export const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0)

export function sides(t: Translate, options: StoryOptions): [string, string] {
  if (options.names) return [options.names.user1, options.names.user2]
  return options.voice === 'we'
    ? [t('year.side.oneOfUs'), t('year.side.theOther')]
    : [t('year.side.you'), t('year.side.them')]
}

export function coverageNote(c: Context): string | undefined {
  const { year, result, t, locale } = c
  const notes: string[] = []
  const starts = year.coveredFrom !== `${year.year}-01-01`
  const ends = year.coveredTo !== `${year.year}-12-31`
  if (starts) notes.push(t('year.coverage.starts', { date: dayDate(year.coveredFrom, locale) }))
  if (ends) notes.push(t('year.coverage.ends', { date: dayDate(year.coveredTo, locale) }))
  const first = result.rhythm?.years?.[0]?.year === year.year
  if (first && result.rhythm?.coverage.likelyTruncated) notes.push(t('year.coverage.cut'))
  return notes.length > 0 ? notes.join(' ') : undefined
}
