import { describe, expect, it } from 'vitest'
import { InstantClock, minutesOfWallClock, wallClockOf } from './instant-clock'

describe('InstantClock', () => {
  it('reads an instant at the wall clock of the given zone', () => {
    const instant = Date.UTC(2024, 6, 1, 12, 30, 59)
    expect(new InstantClock('UTC').minutesOf(instant)).toBe(minutesOfWallClock(2024, 7, 1, 12, 30))
    expect(new InstantClock('Europe/Berlin').minutesOf(instant)).toBe(
      minutesOfWallClock(2024, 7, 1, 14, 30),
    )
    expect(new InstantClock('Asia/Kolkata').minutesOf(instant)).toBe(
      minutesOfWallClock(2024, 7, 1, 18, 0),
    )
    expect(new InstantClock('America/St_Johns').minutesOf(instant)).toBe(
      minutesOfWallClock(2024, 7, 1, 10, 0),
    )
  })

  it('follows a clock change: the hour before and after it in Berlin', () => {
    const clock = new InstantClock('Europe/Berlin')
    // 2024-03-31 01:59 UTC is 03:59 summer time; 00:59 UTC was 01:59 winter time.
    expect(wallClockOf(clock.minutesOf(Date.UTC(2024, 2, 31, 0, 59)))).toEqual({
      year: 2024,
      month: 3,
      day: 31,
      hour: 1,
      minute: 59,
    })
    expect(wallClockOf(clock.minutesOf(Date.UTC(2024, 2, 31, 1, 0)))).toMatchObject({
      hour: 3,
      minute: 0,
    })
  })

  it('reads instants before 1970 and the last minute of a year', () => {
    const clock = new InstantClock('UTC')
    expect(wallClockOf(clock.minutesOf(Date.UTC(1969, 11, 31, 23, 59, 30)))).toEqual({
      year: 1969,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
    })
    expect(wallClockOf(clock.minutesOf(Date.UTC(2099, 11, 31, 23, 59)))).toMatchObject({
      year: 2099,
      hour: 23,
      minute: 59,
    })
  })
})
