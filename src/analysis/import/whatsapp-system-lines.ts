// WhatsApp's own notices. Most have no "Name: " and are skipped by shape, but
// newer iOS exports put a name in front of them ("Anna: ‎Messages and calls are
// end-to-end encrypted…"), and a group subject may contain ": ". Those are
// recognised by their words (English exports; other languages fall back to shape).

const LEFT_TO_RIGHT_MARK = 0x200e

/** Phrases in an authored line's text that, behind iOS's leading mark, make it a notice. */
const NOTICE_PHRASES = [
  'end-to-end encrypted',
  'end-to-end encryption',
  'created group',
  'created this group',
  ' added ',
  ' removed ',
  ' left',
  'joined using',
  'changed the subject',
  "changed this group's",
  'changed the group',
  "deleted this group's icon",
  'security code',
  'is a contact',
  'blocked this contact',
  'disappearing messages',
  'business account',
  'now an admin',
  'changed their phone number',
  'changed to',
]

/** Phrases that, inside what looks like an author, show a notice whose text holds ": ". */
const AUTHOR_SIDE_PHRASES = [
  ' changed the subject',
  ' changed the group',
  " changed this group's",
  ' created group',
  'end-to-end encrypt',
  'security code',
]

/** A notice always begins with the text itself, never with a long "name". */
const LONGEST_AUTHOR = 80

/** Is text[start, end) – the part before ": " – really the start of a notice? */
export function isNoticeAuthor(text: string, start: number, end: number): boolean {
  if (end - start > LONGEST_AUTHOR) return true
  const author = text.slice(start, end)
  return AUTHOR_SIDE_PHRASES.some((phrase) => author.includes(phrase))
}

/** Is the authored text beginning at `start` (up to `lineEnd`) one of WhatsApp's notices? */
export function isNoticeText(text: string, start: number, lineEnd: number): boolean {
  if (text.charCodeAt(start) !== LEFT_TO_RIGHT_MARK) return false
  const body = text.slice(start + 1, Math.min(lineEnd, start + 200))
  // Attachments and missed calls also start with the mark; they are real messages.
  if (body.startsWith('<')) return false
  return NOTICE_PHRASES.some((phrase) => body.includes(phrase))
}
