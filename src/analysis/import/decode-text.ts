// The two byte-level steps of reading a chat file that need no unzip library:
// telling a zip by its first bytes, and decoding text. Kept apart from
// read-export-bytes.ts so a caller holding plain text (the CLI) can decode it
// without loading fflate.

/** "PK\x03\x04": a zip's first local file header; "PK\x05\x06": an empty zip. */
export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  )
}

/** UTF-8, or UTF-16 when the bytes start with that byte-order mark. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  return new TextDecoder().decode(bytes)
}
