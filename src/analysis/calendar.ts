// Wall-clock calendar arithmetic. Cadence works in the export's own wall clock
// (minutes since 2000-01-01 00:00, no time zone), so a clock change can never
// create a negative gap or a missing hour, and results are identical in every
// time zone. Never use Date here: it would apply the machine's zone.

export const MINUTES_PER_DAY = 1440

/** The one list of short month names: the engine, the web app and the exports read it. */
export const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

export interface CivilDate {
  year: number
  /** 1-12 */
  month: number
  /** 1-31 */
  day: number
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Days since 2000-01-01 (H. Hinnant's days_from_civil, shifted from 1970 to 2000). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468 - 10957
}

/** Inverse of daysFromCivil. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 10957 + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** 0 = Monday … 6 = Sunday. 2000-01-01 was a Saturday. */
export function weekdayOfDay(days: number): number {
  return (((days + 5) % 7) + 7) % 7
}

/** Months since January 2000 (0 = 2000-01): a dense index for monthly buckets. */
export function monthIndexToYearMonth(index: number): { year: number; month: number } {
  const year = 2000 + Math.floor(index / 12)
  return { year, month: index - (year - 2000) * 12 + 1 }
}

/** 'Mar' for month 3; '' outside 1-12. */
export function shortMonthName(month: number): string {
  return SHORT_MONTH_NAMES[month - 1] ?? ''
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}

/** 'YYYY-MM' for a month index. */
export function formatMonthKey(index: number): string {
  const { year, month } = monthIndexToYearMonth(index)
  return `${year}-${pad2(month)}`
}

/** 'YYYY-MM-DD' for a day index. */
export function formatDay(days: number): string {
  const { year, month, day } = civilFromDays(days)
  return `${year}-${pad2(month)}-${pad2(day)}`
}

/** Wall-clock minutes since 2000-01-01 00:00 as 'YYYY-MM-DDTHH:mm'. */
export function formatWallClock(minutes: number): string {
  const whole = Math.floor(minutes)
  const days = Math.floor(whole / MINUTES_PER_DAY)
  const inDay = whole - days * MINUTES_PER_DAY
  const hh = Math.floor(inDay / 60)
  return `${formatDay(days)}T${pad2(hh)}:${pad2(inDay - hh * 60)}`
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/

/**
 * 'YYYY-MM-DDTHH:mm' (or 'YYYY-MM-DD', meaning 00:00) back to wall-clock
 * minutes since 2000-01-01. Throws a RangeError on anything else.
 */
export function parseWallClock(text: string): number {
  const match = WALL_CLOCK.exec(text)
  if (!match) throw new RangeError(`Not a wall-clock date-time: ${text}`)
  const field = (index: number) => Number(match[index] ?? 0)
  const [year, month, day, hour, minute] = [field(1), field(2), field(3), field(4), field(5)]
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59
  ) {
    throw new RangeError(`Not a valid calendar date-time: ${text}`)
  }
  return daysFromCivil(year, month, day) * MINUTES_PER_DAY + hour * 60 + minute
}

/** 'Mar 2024' for a month index. */
export function formatMonthIndex(index: number): string {
  const { year, month } = monthIndexToYearMonth(index)
  return `${shortMonthName(month)} ${year}`
}

/** 'Mar 3, 2024' for a day index. */
export function formatShortDate(days: number): string {
  const { year, month, day } = civilFromDays(days)
  return `${shortMonthName(month)} ${day}, ${year}`
}
