// The plain sentence of each chapter of the rhythm: the first chapter describes where the chat
// starts, every later one says what changed from the chapter before, in the reader's language.
// The gap analysis page and the PDF report both write them here, so they say the same.

import type { RhythmChapter } from '#src/analysis/types'
import { dateTimeFormat } from './format-intl'
import { formatMinutes, formatPercentFigure } from './format-numbers'
import type { MessageId, MessageValues } from './messages'

type Translate = (id: MessageId, values?: MessageValues) => string

/** How often you talk compared with the chapter before. */
export type RateChange =
  | 'quarter'
  | 'third'
  | 'half'
  | 'less'
  | 'more'
  | 'double'
  | 'triple'
  | 'far'
export type ReplyChange = 'slower' | 'muchSlower' | 'faster' | 'muchFaster'
/** Whose side starts noticeably more of the conversations than before. */
export type StartChange = 'you' | 'them'

export type ChapterStory =
  | {
      kind: 'first'
      messagesPerDay: number
      replyMedianMinutes: number | null
      youStartPercent: number | null
    }
  | {
      kind: 'change'
      rate: RateChange | null
      reply: ReplyChange | null
      start: StartChange | null
    }

/** The ratio of messages per day, put the way a person would say it; null: about the same. */
export function rateChange(before: number, after: number): RateChange | null {
  if (before <= 0) return after > 0 ? 'far' : null
  const ratio = after / before
  if (ratio < 0.29) return 'quarter'
  if (ratio < 0.42) return 'third'
  if (ratio < 0.6) return 'half'
  if (ratio < 0.8) return 'less'
  if (ratio <= 1.25) return null
  if (ratio < 1.7) return 'more'
  if (ratio < 2.5) return 'double'
  if (ratio < 3.5) return 'triple'
  return 'far'
}

/** Median replies half as fast again or more count as slower; three times, as much slower. */
export function replyChange(before: number | null, after: number | null): ReplyChange | null {
  if (before === null || after === null) return null
  // Under a minute either way is no change a person notices.
  const ratio = Math.max(after, 1) / Math.max(before, 1)
  if (ratio >= 3) return 'muchSlower'
  if (ratio >= 1.5) return 'slower'
  if (ratio <= 1 / 3) return 'muchFaster'
  if (ratio <= 1 / 1.5) return 'faster'
  return null
}

/** A shift of 15 points or more in who starts the conversations. */
export function startChange(before: number | null, after: number | null): StartChange | null {
  if (before === null || after === null) return null
  if (after - before >= 15) return 'you'
  if (before - after >= 15) return 'them'
  return null
}

/** What the sentence of a chapter says, from its numbers and those of the chapter before. */
export function chapterStory(chapter: RhythmChapter, previous: RhythmChapter | null): ChapterStory {
  if (!previous)
    return {
      kind: 'first',
      messagesPerDay: chapter.messagesPerDay,
      replyMedianMinutes: chapter.replyMedianMinutes,
      youStartPercent: chapter.user1InitiationPercent,
    }
  return {
    kind: 'change',
    rate: rateChange(previous.messagesPerDay, chapter.messagesPerDay),
    reply: replyChange(previous.replyMedianMinutes, chapter.replyMedianMinutes),
    start: startChange(previous.user1InitiationPercent, chapter.user1InitiationPercent),
  }
}

/**
 * A month of the rhythm with its year, from 'YYYY-MM' or 'YYYY-MM-DD': 'March 2023' long (the
 * month a chapter starts), 'Mar 2023' short (a month of the balance over time).
 */
export function rhythmMonth(key: string, locale: string, month: 'long' | 'short'): string {
  const [year, index] = key.split('-').map(Number)
  return dateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 1970, (index ?? 1) - 1, 1),
  )
}

function clausesOf(story: ChapterStory, t: Translate, locale: string): string[] {
  if (story.kind === 'first') {
    const clauses = [t('gap.chapters.startRate', { perDay: story.messagesPerDay })]
    if (story.replyMedianMinutes !== null)
      clauses.push(
        t('gap.chapters.startReply', {
          duration: formatMinutes(story.replyMedianMinutes, locale),
        }),
      )
    if (story.youStartPercent !== null)
      clauses.push(
        t('gap.chapters.startShare', {
          percent: formatPercentFigure(story.youStartPercent, locale),
        }),
      )
    return clauses
  }
  const clauses: string[] = []
  if (story.rate) clauses.push(t('gap.chapters.rate', { change: story.rate }))
  if (story.reply) clauses.push(t('gap.chapters.reply', { change: story.reply }))
  if (story.start) clauses.push(t('gap.chapters.share', { side: story.start }))
  return clauses
}

/** "From March 2023 you talk about a third as often and replies take longer." */
export function chapterSentence(
  chapter: RhythmChapter,
  previous: RhythmChapter | null,
  t: Translate,
  locale: string,
): string {
  const date = rhythmMonth(chapter.start, locale, 'long')
  const clauses = clausesOf(chapterStory(chapter, previous), t, locale)
  if (clauses.length === 0) return t('gap.chapters.subtle', { date })
  const changes = new Intl.ListFormat(locale, { type: 'conjunction' }).format(clauses)
  return t('gap.chapters.from', { date, changes })
}
