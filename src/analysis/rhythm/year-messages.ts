// The year in review's one pass over the messages (year-figures.ts): per calendar year, the
// time in conversation, each side's replies inside a conversation, every response and pause, the
// longest quiet stretch and the hour of the week. Counts only.

import { daysFromCivil, MINUTES_PER_DAY, weekdayOfDay } from '../calendar'
import { COUNTED_MINUTES } from '../counted-median'
import { type ChatScan, CONVERSATION_GAP_MINUTES } from '../scan'

const DAY = MINUTES_PER_DAY

export interface YearSpan {
  year: number
  /** Day indices of the year's first and last covered day (inside the export). */
  from: number
  to: number
}

/** What one pass over the messages gathers per year. */
export interface MessageFigures {
  conversationMinutes: Float64Array
  /** Whole-minute counts of replies inside a conversation: [(year * 2 + side) * size + minute]. */
  replyCounts: Uint32Array
  replies: Uint32Array
  /**
   * Every response gap (any length), as counted-median.ts reads them: the whole minutes under a
   * day counted, [year * COUNTED_MINUTES + minute], and the others, per year.
   */
  responseCounts: Uint32Array
  otherResponses: number[][]
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
export function messageFigures(scan: ChatScan, spans: YearSpan[], cutoff: number): MessageFigures {
  const years = spans.length
  const size = cutoff + 1
  const { minutes, sender, length } = scan.chat
  const f: MessageFigures = {
    conversationMinutes: new Float64Array(years),
    replyCounts: new Uint32Array(years * 2 * size),
    replies: new Uint32Array(years * 2),
    responseCounts: new Uint32Array(years * COUNTED_MINUTES),
    otherResponses: spans.map(() => []),
    pauses: new Float64Array(length),
    pauseEnds: new Uint32Array(years),
    quietMinutes: new Float64Array(years),
    quietStart: new Float64Array(years),
    hourOfWeek: new Uint32Array(years * 168),
  }
  const { replyCounts, responseCounts, otherResponses, pauses, hourOfWeek } = f
  const yearStart = (y: number) => daysFromCivil(spans[y]?.year ?? 0, 1, 1) * DAY
  let y = 0
  let nextYear = yearStart(1)
  let pauseCount = 0
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
      f.pauseEnds[y] = pauseCount
      f.quietMinutes[y] = quiet
      f.quietStart[y] = quietStart
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
      // isCountedMinute, inline: this runs once per response.
      if (gap >= 0 && gap < COUNTED_MINUTES && Number.isInteger(gap)) {
        const at = y * COUNTED_MINUTES + gap
        responseCounts[at] = (responseCounts[at] ?? 0) + 1
      } else otherResponses[y]?.push(gap)
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
  for (; y < years; y++) f.pauseEnds[y] = pauseCount
  for (let k = 0; k < years * 2; k++) {
    let replies = 0
    for (let m = 0; m < size; m++) replies += replyCounts[k * size + m] ?? 0
    f.replies[k] = replies
  }
  return f
}
