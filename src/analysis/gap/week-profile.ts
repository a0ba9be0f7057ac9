// The pair's own weekly rhythm, used to measure a gap in "active time"
// (Jo et al., New J. Phys. 2012, arXiv:1101.0377: de-seasoning inter-event
// times by the circadian and weekly activity rate). Eight quiet night hours
// add almost nothing; a missed Tuesday evening adds a lot.

import { MINUTES_PER_DAY } from '../calendar'

/** Every hour of the week keeps at least this share of an average hour's activity. */
export const PROFILE_FLOOR = 0.02
/** 2000-01-03 was a Monday: minutes are measured from its midnight. */
const MONDAY_ZERO_MINUTE = 2 * MINUTES_PER_DAY
const WEEK_HOURS = 168

export interface WeekProfile {
  /** Active time between two wall-clock minutes, in "average days" (24 average hours). */
  activeDays(fromMinute: number, toMinute: number): number
}

export function buildWeekProfile(hourOfWeek: Uint32Array): WeekProfile {
  const counts = new Float64Array(WEEK_HOURS)
  let total = 0
  for (let h = 0; h < WEEK_HOURS; h++) {
    // Both senders, smoothed over the neighbouring hours.
    const at = (k: number) =>
      (hourOfWeek[(k + WEEK_HOURS) % WEEK_HOURS] ?? 0) +
      (hourOfWeek[WEEK_HOURS + ((k + WEEK_HOURS) % WEEK_HOURS)] ?? 0)
    counts[h] = 0.25 * at(h - 1) + 0.5 * at(h) + 0.25 * at(h + 1)
    total += counts[h] ?? 0
  }
  const mean = total / WEEK_HOURS
  const rate = new Float64Array(WEEK_HOURS)
  let rateSum = 0
  for (let h = 0; h < WEEK_HOURS; h++) {
    rate[h] = total > 0 ? Math.max(counts[h] ?? 0, PROFILE_FLOOR * mean) : 1
    rateSum += rate[h] ?? 0
  }
  // Normalise so that a whole week is exactly 168 active hours.
  const cumulative = new Float64Array(WEEK_HOURS + 1)
  for (let h = 0; h < WEEK_HOURS; h++) {
    rate[h] = ((rate[h] ?? 0) * WEEK_HOURS) / rateSum
    cumulative[h + 1] = (cumulative[h] ?? 0) + (rate[h] ?? 0)
  }
  const warped = (minute: number): number => {
    const hours = (minute - MONDAY_ZERO_MINUTE) / 60
    const weeks = Math.floor(hours / WEEK_HOURS)
    const inWeek = hours - weeks * WEEK_HOURS
    const hour = Math.floor(inWeek)
    return weeks * WEEK_HOURS + (cumulative[hour] ?? 0) + (inWeek - hour) * (rate[hour] ?? 0)
  }
  return { activeDays: (fromMinute, toMinute) => (warped(toMinute) - warped(fromMinute)) / 24 }
}
