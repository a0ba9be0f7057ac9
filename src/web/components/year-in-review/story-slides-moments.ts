// The slides of a year's moments and changes: its hours, its biggest day, its longest quiet,
// its chapters, how it compares with the year before, and its summary.

import type { AnalysisResult, RhythmChapter, RhythmYear } from '#src/analysis/types'
import { numberFormat } from '#src/i18n/format-intl'
import { formatCount, formatMinutes, formatPercentFigure } from '#src/i18n/format-numbers'
import type { MessageId } from '#src/i18n/messages'
import {
  type Context,
  coverageNote,
  dayDate,
  hourText,
  MIN_DAYS_TO_COMPARE,
  percent,
  weekdayNames,
} from './story-context'
import type { YearSlide } from './year-slide'

export function hours(c: Context): YearSlide | null {
  const { t, locale, year, options } = c
  if (year.messages === 0) return null
  let peak = 0
  year.hourOfWeek.forEach((count, slot) => {
    if (count > (year.hourOfWeek[peak] ?? 0)) peak = slot
  })
  const busiest = Math.max(1, year.hourOfWeek[peak] ?? 0)
  const weekday = Math.floor(peak / 24)
  const long = weekdayNames(locale, 'long')
  return {
    kind: 'hours',
    kicker: t('year.hours.kicker', { voice: options.voice }),
    figure: t('year.hours.figure', {
      weekday: long[weekday] ?? '',
      hour: hourText(peak % 24, locale),
    }),
    caption: t('year.hours.caption', { voice: options.voice }),
    how: t('year.hours.how'),
    visual: {
      kind: 'hours',
      shares: year.hourOfWeek.map((count) => count / busiest),
      weekdays: weekdayNames(locale, 'short'),
    },
  }
}

export function biggestDay(c: Context): YearSlide | null {
  const { t, locale, year, options } = c
  const day = year.biggestDay
  if (!day) return null
  return {
    kind: 'biggestDay',
    kicker: t('year.biggestDay.kicker'),
    figure: dayDate(day.date, locale),
    caption: options.percentagesOnly
      ? t('year.biggestDay.captionShare', {
          share: formatPercentFigure(Math.round(percent(day.messages, year.messages)), locale),
        })
      : t('year.biggestDay.caption', { messages: day.messages }),
    how: t('year.biggestDay.how'),
  }
}

export function quiet(c: Context): YearSlide | null {
  const { t, locale, year, options } = c
  const stretch = year.longestQuiet
  if (!stretch) return null
  const normal = year.medianPauseMinutes
  const times = normal && normal > 0 ? stretch.minutes / normal : null
  const start = dayDate(stretch.start.slice(0, 10), locale)
  const end = dayDate(stretch.end.slice(0, 10), locale)
  return {
    kind: 'quiet',
    kicker: t('year.quiet.kicker'),
    figure: formatMinutes(stretch.minutes, locale),
    caption:
      times !== null && normal !== null
        ? t('year.quiet.captionNormal', {
            voice: options.voice,
            start,
            end,
            normal: formatMinutes(normal, locale),
            times: Math.round(times),
          })
        : t('year.quiet.caption', { start, end }),
    how: t('year.quiet.how'),
  }
}

/** The chapters that open in the year and clear the truth bar (a clear or likely change). */
function chaptersOfYear(result: AnalysisResult, year: number): RhythmChapter[] | null {
  const chapters = result.rhythm?.chapters
  if (!chapters || chapters.tooFewToTell) return null
  return chapters.list.filter((c) => c.changeClarity && c.start.startsWith(`${year}-`))
}

export function chapters(c: Context): YearSlide | null {
  const { t, locale, year, result } = c
  const opened = chaptersOfYear(result, year.year)
  if (opened === null) return null
  const list = result.rhythm?.chapters
  const all = list && !list.tooFewToTell ? list.list : []
  const items = opened.map((chapter) => {
    const before = all[all.indexOf(chapter) - 1]
    return t('year.chapters.item', {
      date: dayDate(chapter.start, locale),
      before: before?.messagesPerDay ?? 0,
      after: chapter.messagesPerDay,
      clarity: chapter.changeClarity ?? 'likely',
    })
  })
  return {
    kind: 'chapters',
    kicker: t('year.chapters.kicker'),
    figure: formatCount(opened.length, locale),
    caption:
      opened.length === 0
        ? t('year.chapters.none')
        : t('year.chapters.caption', { count: opened.length }),
    how: t('year.chapters.how'),
    ...(items.length > 0 ? { visual: { kind: 'list' as const, items } } : {}),
  }
}

export function versus(c: Context): YearSlide | null {
  const { t, locale, year, previous, options } = c
  if (!previous || previous.messages === 0 || year.messages === 0) return null
  if (previous.coveredDays < MIN_DAYS_TO_COMPARE || year.coveredDays < MIN_DAYS_TO_COMPARE)
    return null
  const perDay = (y: RhythmYear) => y.messages / y.coveredDays
  const change = (perDay(year) / perDay(previous) - 1) * 100
  const activeNow = percent(year.activeDays, year.coveredDays)
  const activeThen = percent(previous.activeDays, previous.coveredDays)
  const rate = (value: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value)
  const longest = Math.max(perDay(year), perDay(previous))
  return {
    kind: 'versus',
    kicker: t('year.versus.kicker', { previous: String(previous.year) }),
    figure: formatPercentFigure(Math.round(change), locale, true),
    caption: t('year.versus.caption', {
      before: formatPercentFigure(Math.round(activeThen), locale),
      now: formatPercentFigure(Math.round(activeNow), locale),
    }),
    how: t('year.versus.how'),
    visual: {
      kind: 'bars',
      bars: [previous, year].map((y) => ({
        label: String(y.year),
        share: perDay(y) / longest,
        figure: options.percentagesOnly
          ? formatPercentFigure(Math.round(percent(y.activeDays, y.coveredDays)), locale)
          : t('year.versus.perDay', { rate: rate(perDay(y)) }),
      })),
    },
  }
}

const RHYTHM_TYPE_NAMES: Record<RhythmYear['rhythmType'], [MessageId, MessageId]> = {
  companions: ['gap.archetype.companions.name', 'gap.archetype.companions.description'],
  leadFollow: ['gap.archetype.leadFollow.name', 'gap.archetype.leadFollow.description'],
  thoughtful: ['gap.archetype.thoughtful.name', 'gap.archetype.thoughtful.description'],
  deepDive: ['gap.archetype.deepDive.name', 'gap.archetype.deepDive.description'],
  checkIn: ['gap.archetype.checkIn.name', 'gap.archetype.checkIn.description'],
  balanced: ['gap.archetype.balanced.name', 'gap.archetype.balanced.description'],
}

export function summary(c: Context): YearSlide {
  const { t, locale, year, options } = c
  const [name, description] = RHYTHM_TYPE_NAMES[year.rhythmType]
  const items = [
    options.percentagesOnly
      ? t('year.summary.daysShare', {
          share: formatPercentFigure(
            Math.round(percent(year.activeDays, year.coveredDays)),
            locale,
          ),
        })
      : t('year.summary.days', { days: year.activeDays }),
    ...(options.percentagesOnly ? [] : [t('year.summary.messages', { messages: year.messages })]),
    ...(year.longestStreak ? [t('year.summary.streak', { days: year.longestStreak.days })] : []),
    t('year.summary.time', { time: formatMinutes(year.conversationMinutes, locale) }),
  ]
  return {
    kind: 'summary',
    kicker: t('year.summary.kicker', { year: String(year.year) }),
    figure: t(name),
    caption: t(description),
    how: t('year.summary.how'),
    note: coverageNote(c),
    visual: { kind: 'list', items },
  }
}
