// Some exports store instants (milliseconds or seconds since 1970, UTC) instead
// of the wall clock people saw. They become wall-clock minutes once, here, in
// one time zone: the reader's own unless a zone is given (decision 004).
// Intl is asked for a zone's offset once per quarter hour of the timeline, not
// once per message: every zone changes its offset on a quarter hour.

import { civilFromDays, daysFromCivil, MINUTES_PER_DAY } from '../calendar'

const MS_PER_MINUTE = 60_000
const QUARTER_HOUR_MS = 15 * MS_PER_MINUTE
/** Minutes from 1970-01-01 to 2000-01-01, where the engine's wall clock starts. */
const EPOCH_2000_MINUTES = 10957 * MINUTES_PER_DAY

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

export class InstantClock {
  private readonly format: Intl.DateTimeFormat
  /** Offset in minutes for each quarter hour already asked about. */
  private readonly offsets = new Map<number, number>()

  constructor(timeZone?: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
  }

  /** Wall-clock minutes since 2000-01-01 00:00 of the instant `ms` (milliseconds since 1970, UTC). */
  minutesOf(ms: number): number {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS)
    let offset = this.offsets.get(quarter)
    if (offset === undefined) {
      offset = this.offsetAt(quarter * QUARTER_HOUR_MS)
      this.offsets.set(quarter, offset)
    }
    return Math.floor(ms / MS_PER_MINUTE) + offset - EPOCH_2000_MINUTES
  }

  private offsetAt(ms: number): number {
    let year = 0
    let month = 0
    let day = 0
    let hour = 0
    let minute = 0
    for (const part of this.format.formatToParts(ms)) {
      const value = Number(part.value)
      if (part.type === 'year') year = value
      else if (part.type === 'month') month = value
      else if (part.type === 'day') day = value
      else if (part.type === 'hour') hour = value
      else if (part.type === 'minute') minute = value
    }
    const local = (daysFromCivil(year, month, day) + 10957) * MINUTES_PER_DAY + hour * 60 + minute
    return local - Math.floor(ms / MS_PER_MINUTE)
  }
}

/** The calendar fields of wall-clock minutes since 2000-01-01 00:00. */
export function wallClockOf(minutes: number): WallClock {
  const days = Math.floor(minutes / MINUTES_PER_DAY)
  const inDay = minutes - days * MINUTES_PER_DAY
  const { year, month, day } = civilFromDays(days)
  return { year, month, day, hour: Math.floor(inDay / 60), minute: inDay % 60 }
}

/** Wall-clock minutes since 2000-01-01 00:00 of a civil date and time. */
export function minutesOfWallClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  return daysFromCivil(year, month, day) * MINUTES_PER_DAY + hour * 60 + minute
}
