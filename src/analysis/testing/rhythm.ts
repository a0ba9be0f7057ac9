// The daily rhythm of the generated pair: when in the day conversations start.
// Quiet at night, a morning rise, lunch and evening peaks; weekends start later.

import { MINUTES_PER_DAY, weekdayOfDay } from '../calendar'
import type { Random } from './random'

// Relative chance of a conversation starting in each hour, 00:00 … 23:00.
const WEEKDAY_HOURS = [
  0.08, 0.03, 0.01, 0.01, 0.01, 0.02, 0.1, 0.5, 0.9, 0.8, 0.7, 0.8, 1.1, 1.0, 0.7, 0.7, 0.8, 0.9,
  1.1, 1.3, 1.4, 1.3, 0.9, 0.35,
]
const WEEKEND_HOURS = [
  0.2, 0.1, 0.04, 0.01, 0.01, 0.01, 0.02, 0.1, 0.3, 0.6, 0.9, 1.0, 1.1, 1.0, 0.9, 0.9, 1.0, 1.0,
  1.1, 1.2, 1.3, 1.3, 1.0, 0.5,
]

function cumulative(weights: number[]): Float64Array {
  const result = new Float64Array(weights.length)
  let sum = 0
  weights.forEach((w, i) => {
    sum += w
    result[i] = sum
  })
  return result.map((v) => v / sum)
}

const WEEKDAY_CDF = cumulative(WEEKDAY_HOURS)
const WEEKEND_CDF = cumulative(WEEKEND_HOURS)

export interface DayRhythm {
  /** Conversation-rate multiplier for this day of the week. */
  factor: number
  /** A minute of the day (0 … 1439) at which a conversation starts. */
  sampleMinute(random: Random): number
}

export function dayRhythm(day: number, shiftMinutes: number, weekendFactor: number): DayRhythm {
  const weekend = weekdayOfDay(day) >= 5
  const cdf = weekend ? WEEKEND_CDF : WEEKDAY_CDF
  return {
    factor: weekend ? weekendFactor : 1,
    sampleMinute(random) {
      const u = random.next()
      let hour = 0
      while (hour < 23 && u > (cdf[hour] ?? 1)) hour++
      const minute = hour * 60 + Math.floor(random.next() * 60) + shiftMinutes
      return ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
    },
  }
}
