// Recognises the content-free line of docs/product.md §5, `dd/mm/yy, hh:mm - User N`, by char codes.

const SUFFIX = ' - User '
const HEADER_LENGTH = 15 // `dd/mm/yy, hh:mm`

function isDigitAt(text: string, p: number): boolean {
  const code = text.charCodeAt(p)
  return code >= 48 && code <= 57
}

/** A line of the content-free shape whose label is not User 1 or User 2. */
export const OTHER_LABEL = -1

/** The user number (1 or 2) of the content-free line text[start, end), OTHER_LABEL, or 0 when it is not one. */
export function contentFreeSender(text: string, start: number, end: number): number {
  let last = end
  while (last > start && (text.charCodeAt(last - 1) === 13 || text.charCodeAt(last - 1) === 32))
    last--
  if (last - start < HEADER_LENGTH + SUFFIX.length + 1) return 0
  for (const offset of [0, 1, 3, 4, 6, 7, 10, 11, 13, 14]) {
    if (!isDigitAt(text, start + offset)) return 0
  }
  if (
    text.charCodeAt(start + 2) !== 0x2f ||
    text.charCodeAt(start + 5) !== 0x2f ||
    text.charCodeAt(start + 8) !== 0x2c ||
    text.charCodeAt(start + 9) !== 0x20 ||
    text.charCodeAt(start + 12) !== 0x3a ||
    !text.startsWith(SUFFIX, start + HEADER_LENGTH)
  ) {
    return 0
  }
  let label = 0
  for (let p = start + HEADER_LENGTH + SUFFIX.length; p < last; p++) {
    if (!isDigitAt(text, p)) return 0
    label = label * 10 + text.charCodeAt(p) - 48
  }
  // docs/product.md §5 has two people: a line for 'User 3' has the shape but counts for nobody.
  return label === 1 || label === 2 ? label : OTHER_LABEL
}

/** Messages and distinct senders of content-free text; lines that do not match are ignored (docs/product.md §5). */
export function countContentFree(text: string): { messages: number; senders: number } {
  let messages = 0
  const seen = new Set<number>()
  let lineStart = 0
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = text.length
    const sender = contentFreeSender(text, lineStart, lineEnd)
    if (sender > 0) {
      messages++
      seen.add(sender)
    }
    lineStart = lineEnd + 1
  }
  return { messages, senders: seen.size }
}
