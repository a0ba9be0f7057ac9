// A file handed to the cleaner in pieces, as the CLI reads one (clean-whatsapp.ts's
// cleanWhatsAppPieces): its first `firstLength` bytes, then reads of the sizes
// given in turn, and what the cleaner writes, collected.

import { cleanWhatsAppPieces, type ReadInto } from '../import/clean-whatsapp'

export function fileInPieces(bytes: Uint8Array, firstLength: number, readSizes: number[]) {
  let at = firstLength
  let turn = 0
  const read: ReadInto = (into, offset, length) => {
    const size = readSizes[turn++ % readSizes.length] ?? 1
    const n = Math.min(length, bytes.length - at, size)
    into.set(bytes.subarray(at, at + n), offset)
    at += n
    return n
  }
  const written: Uint8Array[] = []
  const write = (piece: Uint8Array) => written.push(piece.slice())
  const text = () => {
    const all = new Uint8Array(written.reduce((total, piece) => total + piece.length, 0))
    let filled = 0
    for (const piece of written) {
      all.set(piece, filled)
      filled += piece.length
    }
    return new TextDecoder().decode(all)
  }
  // A copy: the cleaner reads into its buffer, and a Node Buffer's slice would share the file's bytes.
  return { first: new Uint8Array(bytes.subarray(0, firstLength)), read, write, text }
}

/**
 * What cleaning a WhatsApp export in pieces gives: the summary and the text, or the error's
 * name and message. The byte-order mark is skipped.
 */
export function cleanInPieces(bytes: Uint8Array, firstLength: number, readSizes: number[]) {
  const file = fileInPieces(bytes, Math.min(firstLength, bytes.length), readSizes)
  const start =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf && firstLength >= 3 ? 3 : 0
  try {
    const summary = cleanWhatsAppPieces(file.first, start, bytes.length, file.read, file.write)
    return { summary, text: file.text() }
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
}
