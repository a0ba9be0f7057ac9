// The figures of each calendar year the export covers, for the year in review
// (docs/analysis.md §13): sums per year, the year's longest streak and biggest day, its longest
// quiet stretch beside its usual pause, each side's typical reply inside a conversation, when
// the two write, and the year's rhythm type. Counts only: no message, no word, no name.

import {
  civilFromDays,
  daysFromCivil,
  formatDay,
  formatWallClock,
  MINUTES_PER_DAY,
} from '../calendar'
import { COUNTED_MINUTES, countedMedian } from '../counted-median'
import { archetypeKey } from '../gap/archetype'
import { medianOf } from '../response-stats'
import { round1 } from '../rounding'
import { type ChatScan, WITHIN_HOUR_MINUTES } from '../scan'
import { initiationRateOf } from '../score'
import type { RhythmReplySide, RhythmYear } from '../types'
import { countQuantile } from './reply-times'
import { type MessageFigures, messageFigures, type YearSpan } from './year-messages'

const _DAY = MINUTES_PER_DAY

/** The calendar years from the export's first day to its last, each clipped to the export. */
function yearSpans(scan: ChatScan): YearSpan[] {
  const first = scan.firstDay
  const last = scan.firstDay + scan.dayCount - 1
  const spans: YearSpan[] = []
  for (let year = civilFromDays(first).year; year <= civilFromDays(last).year; year++) {
    spans.push({
      year,
      from: Math.max(first, daysFromCivil(year, 1, 1)),
      to: Math.min(last, daysFromCivil(year, 12, 31)),
    })
  }
  return spans
}

/** Day-level figures of one year: from the scan's per-day counts. */
function dayFigures(scan: ChatScan, span: YearSpan) {
  let messages = 0
  let user1Messages = 0
  let activeDays = 0
  let conversations = 0
  let user1Initiations = 0
  let run = 0
  let longest = 0
  let longestStart = span.from
  let biggest = 0
  let biggestDay = span.from
  for (let day = span.from; day <= span.to; day++) {
    const d = day - scan.firstDay
    const count = scan.dayMessages[d] ?? 0
    messages += count
    user1Messages += scan.dayMessagesUser1[d] ?? 0
    conversations += scan.dayConversations[d] ?? 0
    user1Initiations += scan.dayInitiationsUser1[d] ?? 0
    if (count > biggest) {
      biggest = count
      biggestDay = day
    }
    if (count === 0) {
      run = 0
      continue
    }
    activeDays++
    run++
    if (run > longest) {
      longest = run
      longestStart = day - run + 1
    }
  }
  return {
    messages,
    user1Messages,
    activeDays,
    conversations,
    user1Initiations,
    longestStreak:
      longest > 0
        ? {
            days: longest,
            start: formatDay(longestStart),
            end: formatDay(longestStart + longest - 1),
          }
        : null,
    biggestDay: biggest > 0 ? { date: formatDay(biggestDay), messages: biggest } : null,
  }
}

function replySide(f: MessageFigures, y: number, side: 0 | 1, size: number): RhythmReplySide {
  const from = (y * 2 + side) * size
  const median = countQuantile(f.replyCounts, from, size, 0.5)
  const p90 = countQuantile(f.replyCounts, from, size, 0.9)
  return {
    count: f.replies[y * 2 + side] ?? 0,
    medianMinutes: median === null ? null : round1(median),
    p90Minutes: p90 === null ? null : round1(p90),
  }
}

/**
 * The year's rhythm type: the archetype rules of gap/archetype.ts read with the year's own
 * figures (messages per covered day, who opens, every response's median and share within an hour).
 */
function rhythmTypeOf(
  figures: { messages: number; conversations: number; user1Initiations: number },
  coveredDays: number,
  f: MessageFigures,
  y: number,
): RhythmYear['rhythmType'] {
  // Every response: the counted whole minutes under a day and the others.
  const counts = f.responseCounts.subarray(y * COUNTED_MINUTES, (y + 1) * COUNTED_MINUTES)
  const others = f.otherResponses[y] ?? []
  let totalResponses = others.length
  let withinHour = 0
  for (let minute = 0; minute < COUNTED_MINUTES; minute++) {
    const count = counts[minute] ?? 0
    totalResponses += count
    if (minute <= WITHIN_HOUR_MINUTES) withinHour += count
  }
  for (const gap of others) if (gap <= WITHIN_HOUR_MINUTES) withinHour++
  const median = countedMedian(counts, Float64Array.from(others).sort(), totalResponses)
  return archetypeKey({
    messagesPerDay: figures.messages / Math.max(1, coveredDays),
    initiationRate: initiationRateOf(figures.user1Initiations, figures.conversations),
    medianResponseMinutes: round1(median),
    withinHourRate: totalResponses > 0 ? round1((withinHour / totalResponses) * 100) : 0,
    averageConversationLength:
      figures.conversations > 0 ? round1(figures.messages / figures.conversations) : 0,
    totalResponses,
  })
}

/** Every calendar year the export covers, oldest first; `cutoff` is the learned reply cut-off. */
export function computeYears(scan: ChatScan, cutoff: number): RhythmYear[] {
  const spans = yearSpans(scan)
  const f = messageFigures(scan, spans, cutoff)
  const size = cutoff + 1
  return spans.map((span, y) => {
    const days = dayFigures(scan, span)
    const coveredDays = span.to - span.from + 1
    const pausesFrom = y === 0 ? 0 : (f.pauseEnds[y - 1] ?? 0)
    const pausesTo = f.pauseEnds[y] ?? 0
    const pauseCount = pausesTo - pausesFrom
    const rhythmType = rhythmTypeOf(days, coveredDays, f, y)
    const quiet = f.quietMinutes[y] ?? 0
    const quietStart = f.quietStart[y] ?? 0
    return {
      year: span.year,
      coveredFrom: formatDay(span.from),
      coveredTo: formatDay(span.to),
      coveredDays,
      ...days,
      conversationMinutes: Math.round(f.conversationMinutes[y] ?? 0),
      longestQuiet:
        quiet > 0
          ? {
              minutes: quiet,
              start: formatWallClock(quietStart),
              end: formatWallClock(quietStart + quiet),
            }
          : null,
      medianPauseMinutes: pauseCount > 0 ? round1(medianOf(f.pauses, pausesFrom, pausesTo)) : null,
      replies: { user1: replySide(f, y, 0, size), user2: replySide(f, y, 1, size) },
      hourOfWeek: Array.from(f.hourOfWeek.subarray(y * 168, y * 168 + 168)),
      rhythmType,
    }
  })
}
