// WhatsApp (with or without [brackets]) or the content-free text of docs/product.md §5, told
// apart from the first lines of a text file.

import { contentFreeSender } from './content-free-lines'
import type { ExportShape } from './importer'
import { WhatsAppHeader } from './whatsapp-header'

/** Lines looked at before giving up; a notice or a long first message may come first. */
const LINES_TO_SAMPLE = 200

/** WhatsApp (with or without [brackets]) or the content-free text of docs/product.md §5, from the first lines. */
export function textLayout(
  shape: ExportShape,
): 'whatsapp-android' | 'whatsapp-ios' | 'content-free' | null {
  const { text } = shape
  const header = new WhatsAppHeader()
  let contentFreeLines = 0
  let lineStart = shape.start
  for (let line = 0; line < LINES_TO_SAMPLE && lineStart < text.length; line++) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = text.length
    if (contentFreeSender(text, lineStart, lineEnd) !== 0) contentFreeLines++
    else if (header.read(text, lineStart) && header.bodyStart <= lineEnd) {
      return header.bracketed ? 'whatsapp-ios' : 'whatsapp-android'
    }
    lineStart = lineEnd + 1
  }
  return contentFreeLines > 0 ? 'content-free' : null
}
