// An export file's bytes → its text. Exports are UTF-8; a leading byte-order
// mark is dropped (TextDecoder does so by default), and the bytes are decoded in
// one call, never through a stream.

const utf8 = new TextDecoder('utf-8')

/** The text of an export file; `fileName` tells formats apart that need it. */
export function exportBytesToText(bytes: Uint8Array, _fileName?: string): string {
  return utf8.decode(bytes)
}
