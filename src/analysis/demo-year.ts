// The landing page's sample year: a made-up two-person chat over two calendar years, built the
// same way every time, analysed by the real engine so the sample slides are the product's own.
// A busy spring, a quiet stretch in late summer, evenings more than mornings.

import { analyzeParsed } from './analyze'
import { daysFromCivil, MINUTES_PER_DAY, weekdayOfDay } from './calendar'
import type { ParsedChat } from './parse'
import { seeded } from './seeded'
import type { AnalyzedChat } from './types'

/** The year the sample's slides show; the one before is there to compare against. */
export const SAMPLE_YEAR = 2025
const SEED = 2025
/** The sample's quiet stretch: no message from this day of the year for this many days. */
const QUIET_FROM = { month: 8, day: 18 }
const QUIET_DAYS = 12

/** Conversations a day: busier in spring, lighter on weekdays' mornings. */
function conversationsOn(day: number, year: number, random: () => number): number {
  const spring = day >= daysFromCivil(year, 3, 1) && day < daysFromCivil(year, 6, 1)
  const weekend = weekdayOfDay(day) >= 5
  const mean = (year === SAMPLE_YEAR ? 2.4 : 1.8) * (spring ? 1.6 : 1) * (weekend ? 1.3 : 1)
  // A skipped day now and then, as real chats have.
  if (random() < 0.12) return 0
  return Math.max(0, Math.round(mean + (random() - 0.5) * 2))
}

function conversationAt(day: number, random: () => number): number {
  // Evenings weigh most: two in three conversations start between 18:00 and 23:00.
  const evening = random() < 0.66
  const hour = evening ? 18 + Math.floor(random() * 5) : 8 + Math.floor(random() * 10)
  return day * MINUTES_PER_DAY + hour * 60 + Math.floor(random() * 60)
}

/** The sample chat, in time order. */
export function sampleYearChat(): ParsedChat {
  const random = seeded(SEED)
  const minutes: number[] = []
  const sender: number[] = []
  const first = daysFromCivil(SAMPLE_YEAR - 1, 1, 1)
  const last = daysFromCivil(SAMPLE_YEAR, 12, 31)
  const quietStart = daysFromCivil(SAMPLE_YEAR, QUIET_FROM.month, QUIET_FROM.day)
  for (let day = first; day <= last; day++) {
    if (day >= quietStart && day < quietStart + QUIET_DAYS) continue
    const year = day < daysFromCivil(SAMPLE_YEAR, 1, 1) ? SAMPLE_YEAR - 1 : SAMPLE_YEAR
    const starts = Array.from({ length: conversationsOn(day, year, random) }, () =>
      conversationAt(day, random),
    ).sort((a, b) => a - b)
    let free = 0
    for (const start of starts) {
      let minute = Math.max(start, free)
      // You open a little more often than they do.
      let who = random() < 0.58 ? 0 : 1
      const length = 3 + Math.floor(random() * 14)
      for (let m = 0; m < length; m++) {
        minutes.push(minute)
        sender.push(who)
        if (random() < 0.7) who = 1 - who
        minute += who === 0 ? 1 + Math.floor(random() * 4) : 1 + Math.floor(random() * 9)
      }
      free = minute + 45
    }
  }
  return {
    minutes: Float64Array.from(minutes),
    sender: Uint8Array.from(sender),
    length: minutes.length,
  }
}

/** The sample chat's analysis: its years are what the sample slides show. */
export function sampleYearAnalysis(): AnalyzedChat {
  return analyzeParsed(sampleYearChat())
}
