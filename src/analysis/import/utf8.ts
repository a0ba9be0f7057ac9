// UTF-8 bytes read in place. The WhatsApp reader works on the file's bytes, not
// on a decoded string: a 10 MB export is mostly message text that Cadence never
// keeps, so only the few characters a header or a name needs are decoded, one
// at a time. ASCII is one byte and its own code; everything else goes through
// `codePointAfterLead`.

const REPLACEMENT = 0xfffd

/** The code point at bytes[p] (`undefined` past the end gives NaN, as charCodeAt does). */
export function codePointAt(bytes: Uint8Array, p: number): number {
  const lead = bytes[p]
  if (lead === undefined) return Number.NaN
  return lead < 0x80 ? lead : codePointAfterLead(bytes, p, lead)
}

/** A multi-byte character's code point; U+FFFD for a broken sequence, as TextDecoder reads it. */
function codePointAfterLead(bytes: Uint8Array, p: number, lead: number): number {
  const b1 = bytes[p + 1] ?? 0
  if (lead < 0xc2 || (b1 & 0xc0) !== 0x80) return REPLACEMENT
  if (lead < 0xe0) return ((lead & 0x1f) << 6) | (b1 & 0x3f)
  const b2 = bytes[p + 2] ?? 0
  if ((b2 & 0xc0) !== 0x80) return REPLACEMENT
  if (lead < 0xf0) {
    const code = ((lead & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f)
    return code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? REPLACEMENT : code
  }
  const b3 = bytes[p + 3] ?? 0
  if ((b3 & 0xc0) !== 0x80 || lead > 0xf4) return REPLACEMENT
  const code = ((lead & 0x07) << 18) | ((b1 & 0x3f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f)
  return code < 0x10000 || code > 0x10ffff ? REPLACEMENT : code
}

/** Bytes taken by the character at bytes[p]; callers step only over characters they read whole. */
export function byteLengthAt(bytes: Uint8Array, p: number): number {
  const lead = bytes[p] ?? 0
  return lead < 0xe0 ? (lead < 0xc0 ? 1 : 2) : lead < 0xf0 ? 3 : 4
}

/** UTF-16 code units that bytes[start, end) decode to: the string index of a byte offset. */
export function utf16Length(bytes: Uint8Array, start: number, end: number): number {
  let units = 0
  for (let p = start; p < end; p++) {
    const byte = bytes[p] ?? 0
    if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1
  }
  return units
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

export function encodeUtf8(text: string): Uint8Array {
  return encoder.encode(text)
}

export function decodeUtf8(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return decoder.decode(bytes.subarray(start, end))
}

/** bytes[at…] starts with `phrase` (already encoded). */
export function bytesStartWith(bytes: Uint8Array, at: number, phrase: Uint8Array): boolean {
  if (at + phrase.length > bytes.length) return false
  for (let i = 0; i < phrase.length; i++) {
    if (bytes[at + i] !== phrase[i]) return false
  }
  return true
}

/** bytes[a, a + length) and bytes[b, b + length) are the same bytes. */
export function sameBytes(bytes: Uint8Array, a: number, b: number, length: number): boolean {
  if (a + length > bytes.length || b + length > bytes.length) return false
  for (let i = 0; i < length; i++) {
    if (bytes[a + i] !== bytes[b + i]) return false
  }
  return true
}
