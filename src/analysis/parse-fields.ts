// What both readers of a content-free line (parse.ts, parse-common-line.ts) share: the
// calendar of 2000-2099 as tables, and the character codes of the layout
// 'dd/mm/yy, hh:mm - User N' (docs/product.md §5).

import { daysFromCivil, daysInMonth, MINUTES_PER_DAY } from './calendar'

// Days since 2000-01-01 of the first day of each month of 2000-2099, and its length.
export const MONTH_START = new Int32Array(1200)
export const MONTH_LENGTH = new Uint8Array(1200)
for (let yy = 0; yy < 100; yy++) {
  for (let m = 1; m <= 12; m++) {
    MONTH_START[yy * 12 + m - 1] = daysFromCivil(2000 + yy, m, 1)
    MONTH_LENGTH[yy * 12 + m - 1] = daysInMonth(2000 + yy, m)
  }
}

const DAY = MINUTES_PER_DAY

/**
 * The minute of a content-free line's date and time (2000 + `twoDigitYear`), as
 * parseChat reads it; the date must exist.
 */
export function wallClockMinute(
  twoDigitYear: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  return ((MONTH_START[twoDigitYear * 12 + month - 1] ?? 0) + day - 1) * DAY + hour * 60 + minute
}

export const SLASH = 47
export const COMMA = 44
export const SPACE = 32
export const COLON = 58
export const DASH = 45
