// WhatsApp sprinkles direction marks into exports (before system lines, around
// phone numbers, before attachments); iOS adds a byte-order mark at the start.

const LEFT_TO_RIGHT_MARK = 0x200e
const RIGHT_TO_LEFT_MARK = 0x200f
const EMBEDDING_FIRST = 0x202a
const EMBEDDING_LAST = 0x202e
const BYTE_ORDER_MARK = 0xfeff

export function isInvisibleMark(code: number): boolean {
  return (
    code === LEFT_TO_RIGHT_MARK ||
    code === RIGHT_TO_LEFT_MARK ||
    (code >= EMBEDDING_FIRST && code <= EMBEDDING_LAST) ||
    code === BYTE_ORDER_MARK
  )
}

export function stripInvisibleMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u202a-\u202e\ufeff]/g, '')
}
