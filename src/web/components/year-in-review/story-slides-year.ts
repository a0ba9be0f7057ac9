// The slides of what a year held: its opening, the days talked, the messages, the longest
// streak, who reached out and how fast the replies came.

import { wilsonInterval } from '#src/analysis/rhythm/balance'
import { formatCount, formatMinutes, formatPercentFigure } from '#src/i18n/format-numbers'
import {
  type Context,
  coverageNote,
  dayDate,
  MIN_CONVERSATIONS_FOR_SHARE,
  percent,
} from './story-context'
import type { SlideBar, YearSlide } from './year-slide'

export function opening(c: Context): YearSlide {
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

export function days(c: Context): YearSlide {
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

export function messages(c: Context): YearSlide {
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

export function streak(c: Context): YearSlide | null {
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

export function reachOut(c: Context): YearSlide | null {
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

export function replies(c: Context): YearSlide | null {
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
