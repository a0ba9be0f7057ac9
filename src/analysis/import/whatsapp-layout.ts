// The header layout of a WhatsApp export. A message pasted into another keeps the header
// of the chat it was copied from on a line of its own (`[3:58 PM, 10/17/2019] Name: text`
// inside an Android export whose headers read `10/17/19, 3:59 PM - Name: `). Read as a
// header, it would be a message from a third person. So a file's layout is set by its own
// headers, and a line in another layout is text of the message before it (whatsapp-scan.ts).

import type { HeaderCursor } from './whatsapp-header-cursor'
import { HEADER_CHARACTERS, NO_MERIDIEM } from './whatsapp-header-locales'

const { SLASH, DOT, DASH } = HEADER_CHARACTERS

/** No header has been read to set the file's layout yet. */
export const NO_LAYOUT = -1

/**
 * The layout of the header just read, as a number: what every header of one export shares,
 * whatever its date and time. Brackets, time first, month words, the date's separator, a
 * 12-hour clock, a header ending in `: `, the year's place and length, seconds, and digits
 * other than ASCII. (How many digits the day and month have varies within a file.)
 */
export function layoutOf(header: HeaderCursor): number {
  const separator =
    header.dateSeparator === SLASH
      ? 1
      : header.dateSeparator === DOT
        ? 2
        : header.dateSeparator === DASH
          ? 3
          : 0
  // The year last, in two digits or more; first (`2024-03-17`); or, for month words, optional.
  const year = header.monthWord ? 0 : header.firstDigits > 2 ? 2 : header.thirdDigits > 2 ? 1 : 0
  return (
    (header.bracketed ? 1 : 0) |
    (header.timeFirst ? 2 : 0) |
    (header.monthWord ? 4 : 0) |
    (separator << 3) |
    (header.meridiem !== NO_MERIDIEM ? 32 : 0) |
    (header.colonEnd ? 64 : 0) |
    (year << 7) |
    (header.seconds ? 512 : 0) |
    (header.nativeDigits ? 1024 : 0)
  )
}

/** Lines from the start of a file whose headers decide its layout (readers hold them all first). */
export const LAYOUT_LINES = 200
