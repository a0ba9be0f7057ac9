import { wilsonInterval } from '#src/analysis/rhythm/balance'
import type { AnalysisResult, RhythmChapter, RhythmYear } from '#src/analysis/types'
import { formatCount, formatMinutes, formatPercentFigure } from '#src/i18n/format'
import { dateFormat, wallClockInstant, wallClockParts } from '#src/i18n/format-dates'
import type { AppLocale } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

// The year in review as slides: each one idea, each from the saved figures of one calendar
// year (rhythm.years), each with how it was counted. One text for the page and the image.

export type SlideKind =
  | 'opening'
  | 'days'
  | 'messages'
  | 'streak'
  | 'reachOut'
  | 'replies'
  | 'hours'
  | 'biggestDay'
  | 'quiet'
  | 'chapters'
  | 'versus'
  | 'summary'

/** A bar of a slide's picture: its label, its share of the longest bar (0–1) and its figure. */
export interface SlideBar {
  label: string
  share: number
  figure: string
}

export type SlideVisual =
  | { kind: 'bars'; bars: SlideBar[] }
  /** Messages per hour of the week, Monday 00:00 first, as shares of the busiest hour. */
  | { kind: 'hours'; shares: number[]; weekdays: string[] }
  | { kind: 'list'; items: string[] }

export interface YearSlide {
  kind: SlideKind
  /** The small line above the figure. */
  kicker: string
  figure: string
  caption: string
  /** One line: how the figure is counted. */
  how: string
  /** What the export leaves out of this figure, when it does. */
  note?: string
  visual?: SlideVisual
}

export interface StoryOptions {
  /** 'we' speaks for both ("we talked"), 'you' to the reader ("you talked"). */
  voice: 'you' | 'we'
  /** The two sides' names, or null to keep names out (the default). */
  names: { user1: string; user2: string } | null
  /** Shares instead of counts. */
  percentagesOnly: boolean
}

export const DEFAULT_STORY_OPTIONS: StoryOptions = {
  voice: 'you',
  names: null,
  percentagesOnly: false,
}

export interface StoryLanguage {
  t: Translate
  locale: AppLocale
}

/** The years a saved analysis covers, newest first; empty for an analysis saved before them. */
export function storyYears(result: AnalysisResult): number[] {
  return (result.rhythm?.years ?? []).map((y) => y.year).reverse()
}

/** The newest year with a message. */
export function latestStoryYear(result: AnalysisResult): number | null {
  const years = result.rhythm?.years ?? []
  for (let i = years.length - 1; i >= 0; i--) {
    const year = years[i]
    if (year && year.messages > 0) return year.year
  }
  return null
}

/** Fewer conversations than this and who opens is not told. */
const MIN_CONVERSATIONS_FOR_SHARE = 10
/** A year covered for fewer days is too short to compare against. */
const MIN_DAYS_TO_COMPARE = 28

const dayDate = (day: string, locale: string, withYear = false) => {
  const parts = wallClockParts(day)
  if (!parts) return day
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(wallClockInstant(parts))
}

/** Weekday names Monday first, in the reader's language ('Mon' … 'Sun'). */
function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  const format = dateFormat(locale, { weekday: width, timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2024, 0, 1 + d))))
}

function hourText(hour: number, locale: string): string {
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hour)),
  )
}

interface Context {
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

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0)

function sides(t: Translate, options: StoryOptions): [string, string] {
  if (options.names) return [options.names.user1, options.names.user2]
  return options.voice === 'we'
    ? [t('year.side.oneOfUs'), t('year.side.theOther')]
    : [t('year.side.you'), t('year.side.them')]
}

function coverageNote(c: Context): string | undefined {
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

function opening(c: Context): YearSlide {
  const { t, options, year } = c
  const caption = options.names
    ? t('year.opening.names', { a: options.names.user1, b: options.names.user2 })
    : t('year.opening.caption', { voice: options.voice })
  return {
    kind: 'opening',
    kicker: t('year.opening.kicker', { voice: options.voice }),
    figure: String(year.year),
    caption,
    how: t('year.opening.how'),
    note: coverageNote(c),
  }
}

function days(c: Context): YearSlide {
  const { t, locale, year, options } = c
  const share = percent(year.activeDays, year.coveredDays)
  return {
    kind: 'days',
    kicker: t('year.days.kicker', { voice: options.voice }),
    figure: options.percentagesOnly
      ? formatPercentFigure(Math.round(share), locale)
      : formatCount(year.activeDays, locale),
    caption: options.percentagesOnly
      ? t('year.days.captionShare', { covered: year.coveredDays })
      : t('year.days.caption', {
          covered: year.coveredDays,
          conversations: year.conversations,
        }),
    how: t('year.days.how'),
  }
}

function messages(c: Context): YearSlide {
  const { t, locale, year, options, side1, side2 } = c
  const share1 = percent(year.user1Messages, year.messages)
  const bars: SlideBar[] = [
    { label: side1, share: share1 / 100, figure: formatPercentFigure(Math.round(share1), locale) },
    {
      label: side2,
      share: 1 - share1 / 100,
      figure: formatPercentFigure(100 - Math.round(share1), locale),
    },
  ]
  return {
    kind: 'messages',
    kicker: t('year.messages.kicker'),
    figure: options.percentagesOnly
      ? formatMinutes(year.conversationMinutes, locale)
      : formatCount(year.messages, locale),
    caption: options.percentagesOnly
      ? t('year.messages.captionShare', { voice: options.voice })
      : t('year.messages.caption', {
          voice: options.voice,
          time: formatMinutes(year.conversationMinutes, locale),
        }),
    how: t('year.messages.how'),
    visual: { kind: 'bars', bars },
  }
}

function streak(c: Context): YearSlide | null {
  const { t, locale, year, options } = c
  const run = year.longestStreak
  if (!run) return null
  return {
    kind: 'streak',
    kicker: t('year.streak.kicker'),
    figure: t('year.streak.figure', { days: run.days }),
    caption:
      run.days === 1
        ? t('year.streak.single', { date: dayDate(run.start, locale) })
        : t('year.streak.caption', {
            voice: options.voice,
            start: dayDate(run.start, locale),
            end: dayDate(run.end, locale),
          }),
    how: t('year.streak.how'),
  }
}

function reachOut(c: Context): YearSlide | null {
  const { t, locale, year, side1, side2 } = c
  if (year.conversations < MIN_CONVERSATIONS_FOR_SHARE) return null
  const { low, high } = wilsonInterval(year.user1Initiations, year.conversations)
  const share = percent(year.user1Initiations, year.conversations)
  const even = low <= 0.5 && high >= 0.5
  const leader = share >= 50 ? side1 : side2
  const leaderShare = share >= 50 ? share : 100 - share
  return {
    kind: 'reachOut',
    kicker: t('year.reachOut.kicker'),
    figure: even ? t('year.reachOut.even') : formatPercentFigure(Math.round(leaderShare), locale),
    caption: even
      ? t('year.reachOut.evenCaption', { voice: c.options.voice })
      : t('year.reachOut.caption', { who: leader }),
    how: t('year.reachOut.how', {
      low: formatPercentFigure(Math.round(low * 100), locale),
      high: formatPercentFigure(Math.round(high * 100), locale),
      who: side1,
    }),
    visual: {
      kind: 'bars',
      bars: [
        {
          label: side1,
          share: share / 100,
          figure: formatPercentFigure(Math.round(share), locale),
        },
        {
          label: side2,
          share: 1 - share / 100,
          figure: formatPercentFigure(100 - Math.round(share), locale),
        },
      ],
    },
  }
}

function replies(c: Context): YearSlide | null {
  const { t, locale, year, result, side1, side2 } = c
  const a = year.replies.user1.medianMinutes
  const b = year.replies.user2.medianMinutes
  if (a === null && b === null) return null
  const longest = Math.max(a ?? 0, b ?? 0, 1)
  const bar = (label: string, minutes: number | null): SlideBar => ({
    label,
    share: minutes === null ? 0 : Math.max(0.02, minutes / longest),
    figure: minutes === null ? t('year.replies.none') : formatMinutes(minutes, locale),
  })
  const cutoff = result.rhythm?.replyTimes.cutoffMinutes ?? 0
  return {
    kind: 'replies',
    kicker: t('year.replies.kicker'),
    figure: formatMinutes(a ?? b ?? 0, locale),
    caption: t('year.replies.caption', { who: a === null ? side2 : side1 }),
    how: t('year.replies.how', { cutoff: formatMinutes(cutoff, locale) }),
    visual: { kind: 'bars', bars: [bar(side1, a), bar(side2, b)] },
  }
}

function hours(c: Context): YearSlide | null {
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

function biggestDay(c: Context): YearSlide | null {
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

function quiet(c: Context): YearSlide | null {
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

function chapters(c: Context): YearSlide | null {
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

function versus(c: Context): YearSlide | null {
  const { t, locale, year, previous, options } = c
  if (!previous || previous.messages === 0 || year.messages === 0) return null
  if (previous.coveredDays < MIN_DAYS_TO_COMPARE || year.coveredDays < MIN_DAYS_TO_COMPARE)
    return null
  const perDay = (y: RhythmYear) => y.messages / y.coveredDays
  const change = (perDay(year) / perDay(previous) - 1) * 100
  const activeNow = percent(year.activeDays, year.coveredDays)
  const activeThen = percent(previous.activeDays, previous.coveredDays)
  const rate = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)
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

function summary(c: Context): YearSlide {
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

const SLIDES = [
  opening,
  days,
  messages,
  streak,
  reachOut,
  replies,
  hours,
  biggestDay,
  quiet,
  chapters,
  versus,
  summary,
] as const

/**
 * The slides of one year: null when the analysis has no such year. A year without a message
 * has its opening alone; a figure the year cannot support is left out.
 */
export function yearStory(
  result: AnalysisResult,
  yearNumber: number,
  { t, locale }: StoryLanguage,
  options: StoryOptions = DEFAULT_STORY_OPTIONS,
): YearSlide[] | null {
  const years = result.rhythm?.years ?? []
  const index = years.findIndex((y) => y.year === yearNumber)
  const year = years[index]
  if (!year) return null
  const [side1, side2] = sides(t, options)
  const context: Context = {
    year,
    previous: years[index - 1],
    result,
    t,
    locale,
    options,
    side1,
    side2,
  }
  if (year.messages === 0) return [opening(context)]
  return SLIDES.map((slide) => slide(context)).filter((s): s is YearSlide => s !== null)
}
