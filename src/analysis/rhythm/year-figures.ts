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
  weekdayOfDay,
} from '../calendar'
import { round1 } from '../format'
import { archetypeKey } from '../gap/archetype'
import { medianOf } from '../response-stats'
import { type ChatScan, CONVERSATION_GAP_MINUTES, WITHIN_HOUR_MINUTES } from '../scan'
import { initiationRateOf } from '../score'
import type { RhythmReplySide, RhythmYear } from '../types'
import { countQuantile } from './reply-times'

const DAY = MINUTES_PER_DAY

interface YearSpan {
  year: number
  /** Day indices of the year's first and last covered day (inside the export). */
  from: number
  to: number
}

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

/** What one pass over the messages gathers per year. */
interface MessageFigures {
  conversationMinutes: Float64Array
  /** Whole-minute counts of replies inside a conversation: [(year * 2 + side) * size + minute]. */
  replyCounts: Uint32Array
  replies: Uint32Array
  /** Every response gap (any length) in time order, and where each year's run ends. */
  responses: Float64Array
  responseEnds: Uint32Array
  withinHour: Uint32Array
  /** Pauses (gaps beyond the cut-off) in time order, and where each year's run ends. */
  pauses: Float64Array
  pauseEnds: Uint32Array
  quietMinutes: Float64Array
  quietStart: Float64Array
  hourOfWeek: Uint32Array
}

/**
 * One pass over the messages: conversation time, replies inside a conversation per side (up to
 * the learned cut-off), every response for the year's rhythm type, pauses and the longest one,
 * and the hour of the week. A gap belongs to the year of the message that ends it; the quiet
 * stretch, to the year in which it began.
 */
function messageFigures(scan: ChatScan, spans: YearSpan[], cutoff: number): MessageFigures {
  const years = spans.length
  const size = cutoff + 1
  const { minutes, sender, length } = scan.chat
  const f: MessageFigures = {
    conversationMinutes: new Float64Array(years),
    replyCounts: new Uint32Array(years * 2 * size),
    replies: new Uint32Array(years * 2),
    responses: new Float64Array(length),
    responseEnds: new Uint32Array(years),
    withinHour: new Uint32Array(years),
    pauses: new Float64Array(length),
    pauseEnds: new Uint32Array(years),
    quietMinutes: new Float64Array(years),
    quietStart: new Float64Array(years),
    hourOfWeek: new Uint32Array(years * 168),
  }
  const { replyCounts, responses, pauses, hourOfWeek } = f
  const yearStart = (y: number) => daysFromCivil(spans[y]?.year ?? 0, 1, 1) * DAY
  let y = 0
  let nextYear = yearStart(1)
  let responseCount = 0
  let pauseCount = 0
  let withinHour = 0
  // The current year's longest quiet, kept in locals and written when the year ends.
  let quiet = 0
  let quietStart = 0
  let conversationStart = minutes[0] ?? 0
  let conversationYear = 0
  let conversationMinutes = 0
  let previous = conversationStart
  let previousSender = sender[0] ?? 0
  let previousYear = 0
  // Days and weekdays advance with the messages, as in the scan: no division per message.
  const firstDay = Math.floor(previous / DAY)
  let dayStart = firstDay * DAY
  let weekday = weekdayOfDay(firstDay)
  let slotBase = weekday * 24
  for (let i = 0; i < length; i++) {
    const minute = minutes[i] ?? 0
    const who = sender[i] ?? 0
    while (minute >= nextYear && y < years - 1) {
      f.responseEnds[y] = responseCount
      f.pauseEnds[y] = pauseCount
      f.withinHour[y] = withinHour
      f.quietMinutes[y] = quiet
      f.quietStart[y] = quietStart
      withinHour = 0
      quiet = 0
      quietStart = 0
      y++
      nextYear = yearStart(y + 1)
    }
    while (minute >= dayStart + DAY) {
      dayStart += DAY
      weekday = weekday === 6 ? 0 : weekday + 1
      slotBase = weekday * 24
    }
    const slot = y * 168 + slotBase + Math.floor((minute - dayStart) / 60)
    hourOfWeek[slot] = (hourOfWeek[slot] ?? 0) + 1
    if (i === 0) continue
    const gap = minute - previous
    if (gap > CONVERSATION_GAP_MINUTES) {
      conversationMinutes += previous - conversationStart
      if (y !== conversationYear) {
        f.conversationMinutes[conversationYear] = conversationMinutes
        conversationMinutes = 0
        conversationYear = y
      }
      conversationStart = minute
    }
    // A quiet stretch belongs to the year it began in: the year of the message before it.
    if (previousYear === y) {
      if (gap > quiet) {
        quiet = gap
        quietStart = previous
      }
    } else if (gap > (f.quietMinutes[previousYear] ?? 0)) {
      f.quietMinutes[previousYear] = gap
      f.quietStart[previousYear] = previous
    }
    if (who !== previousSender) {
      responses[responseCount++] = gap
      if (gap <= WITHIN_HOUR_MINUTES) withinHour++
      if (gap <= cutoff) {
        const at = (y * 2 + who) * size + (gap < 0 ? 0 : Math.round(gap))
        replyCounts[at] = (replyCounts[at] ?? 0) + 1
      }
    }
    if (gap > cutoff) pauses[pauseCount++] = gap
    previous = minute
    previousSender = who
    previousYear = y
  }
  f.quietMinutes[y] = quiet
  f.quietStart[y] = quietStart
  f.conversationMinutes[conversationYear] =
    (f.conversationMinutes[conversationYear] ?? 0) +
    conversationMinutes +
    previous -
    conversationStart
  for (; y < years; y++) {
    f.responseEnds[y] = responseCount
    f.pauseEnds[y] = pauseCount
    f.withinHour[y] = withinHour
    withinHour = 0
  }
  for (let k = 0; k < years * 2; k++) {
    let replies = 0
    for (let m = 0; m < size; m++) replies += replyCounts[k * size + m] ?? 0
    f.replies[k] = replies
  }
  return f
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
  responses: Float64Array,
  from: number,
  to: number,
  withinHour: number,
): RhythmYear['rhythmType'] {
  const totalResponses = to - from
  return archetypeKey({
    messagesPerDay: figures.messages / Math.max(1, coveredDays),
    initiationRate: initiationRateOf(figures.user1Initiations, figures.conversations),
    medianResponseMinutes: round1(medianOf(responses, from, to)),
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
    const responsesFrom = y === 0 ? 0 : (f.responseEnds[y - 1] ?? 0)
    const responsesTo = f.responseEnds[y] ?? 0
    const pausesFrom = y === 0 ? 0 : (f.pauseEnds[y - 1] ?? 0)
    const pausesTo = f.pauseEnds[y] ?? 0
    const pauseCount = pausesTo - pausesFrom
    const rhythmType = rhythmTypeOf(
      days,
      coveredDays,
      f.responses,
      responsesFrom,
      responsesTo,
      f.withinHour[y] ?? 0,
    )
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
