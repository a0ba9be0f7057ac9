// WhatsApp's own notices. Most have no "Name: " and are skipped by shape, but
// newer exports put a name in front of them: the chat partner's in a one-to-one
// chat ("Anna: ‎Messages and calls are end-to-end encrypted…"), the group's or
// the actor's in a group ("Boris: Boris created group …"), and a group subject
// may contain ": ". Those are recognised by their words.

import { bytesStartWith, codePointAt, decodeUtf8, encodeUtf8, sameBytes } from './utf8'

const LEFT_TO_RIGHT_MARK = 0x200e
/** Right-to-left exports (Arabic, Hebrew, Persian) mark their notices with this one. */
const RIGHT_TO_LEFT_MARK = 0x200f

/** Phrases in an authored line's text that, behind iOS's leading mark, make it a notice. */
const MARKED_NOTICE_PHRASES = [
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

/** Openings that only WhatsApp writes, with or without the mark. */
const NOTICE_OPENINGS = [
  'Messages and calls are end-to-end encrypted',
  'Messages to this chat and calls are now secured',
  'Messages to this group are now secured',
  "You're now an admin",
  'Your security code with',
  'This chat is with a business account',
  'Disappearing messages',
  'You blocked this contact',
  'You unblocked this contact',
]
/** 1 at the char code of each opening's first letter (all ASCII): one array read rejects most messages. */
const OPENING_FIRST_CHARACTERS = new Uint8Array(128)
for (const phrase of NOTICE_OPENINGS) OPENING_FIRST_CHARACTERS[phrase.charCodeAt(0)] = 1

/** The openings in UTF-8. */
const NOTICE_OPENING_BYTES = NOTICE_OPENINGS.map(encodeUtf8)

/** What follows the actor's own name in "Boris: Boris created group …". */
const ACTOR_VERBS = [
  ' created group',
  ' created this group',
  " changed this group's",
  ' changed the subject',
  ' changed the group',
  ' added ',
  ' removed ',
  ' left',
]

const ACTOR_VERB_BYTES = ACTOR_VERBS.map(encodeUtf8)

/**
 * The encryption notice's key words in the languages WhatsApp writes it in; it
 * heads the export, under the partner's name on iPhones. Each entry is the part
 * of the notice that names the encryption, as WhatsApp words it in that language.
 */
const ENCRYPTION_WORDS = [
  'end-to-end', // English, Indonesian, Italian, Polish…
  'Ende-zu-Ende', // German
  'extremo a extremo', // Spanish
  'bout en bout', // French
  'ponta a ponta', // Portuguese (Brazil)
  'ponto a ponto', // Portuguese (Portugal)
  'end-to-end-versleuteld', // Dutch
  'koncovým šifrováním', // Czech
  'एंड-टू-एंड', // Hindi
  'エンドツーエンド', // Japanese
  'сквозным шифрованием', // Russian
  'наскрізним шифруванням', // Ukrainian
  'ต้นทางถึงปลายทาง', // Thai
  'mã hóa đầu cuối', // Vietnamese
  'مشفرة تمامًا بين الطرفين', // Arabic
  'uçtan uca', // Turkish
  '端到端', // Chinese
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

/** Is the part of a line before its ": " really the start of a notice? */
export function isNoticeAuthor(author: string): boolean {
  if (author.length > LONGEST_AUTHOR) return true
  return AUTHOR_SIDE_PHRASES.some((phrase) => author.includes(phrase))
}

/**
 * Is the authored text beginning at bytes[start] (up to `lineEnd`) one of
 * WhatsApp's notices? `authorStart`/`authorEnd` bound the name before it;
 * `nearTop` says the line is one of the first of the export, where the
 * encryption notice sits. Runs once per message on the file's UTF-8 bytes: it
 * decodes (and allocates) only for marked or top lines.
 */
export function isNoticeText(
  bytes: Uint8Array,
  start: number,
  lineEnd: number,
  authorStart: number,
  authorEnd: number,
  nearTop: boolean,
): boolean {
  const mark = codePointAt(bytes, start)
  const marked = mark === LEFT_TO_RIGHT_MARK || mark === RIGHT_TO_LEFT_MARK
  // Both marks take three bytes.
  const from = marked ? start + 3 : start
  const first = bytes[from] ?? 0
  // Attachments and missed calls also start with the mark; they are real messages.
  if (first === 0x3c) return false
  if (first < 128 && OPENING_FIRST_CHARACTERS[first] === 1) {
    if (NOTICE_OPENING_BYTES.some((phrase) => bytesStartWith(bytes, from, phrase))) return true
  }
  if (
    first === bytes[authorStart] &&
    sameBytes(bytes, from, authorStart, authorEnd - authorStart)
  ) {
    const after = from + authorEnd - authorStart
    if (ACTOR_VERB_BYTES.some((verb) => bytesStartWith(bytes, after, verb))) return true
  }
  if (!marked && !nearTop) return false
  // The first 200 characters of the rest of the line: they take at most 800 bytes.
  const body = decodeUtf8(bytes, from, Math.min(lineEnd, from + 800)).slice(0, 200)
  if (nearTop && ENCRYPTION_WORDS.some((words) => body.includes(words))) return true
  return marked && MARKED_NOTICE_PHRASES.some((phrase) => body.includes(phrase))
}
