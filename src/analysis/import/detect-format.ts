// Tells the export apart from its first lines: Telegram's JSON, SPEC §5's
// content-free text (already clean), or WhatsApp with or without [brackets].

import type { ExportFormat } from './clean-result'
import { contentFreeSender } from './content-free-lines'
import { isInvisibleMark } from './invisible-marks'
import { WhatsAppHeader } from './whatsapp-header'

/** Lines looked at before giving up; a notice or a long first message may come first. */
const LINES_TO_SAMPLE = 200

function firstVisibleCharacter(input: string): number {
  let p = 0
  while (p < input.length) {
    const code = input.charCodeAt(p)
    if (
      !isInvisibleMark(code) &&
      code !== 0x20 &&
      code !== 0x09 &&
      code !== 0x0a &&
      code !== 0x0d
    ) {
      return p
    }
    p++
  }
  return p
}

export function detectFormat(input: string): ExportFormat | null {
  const start = firstVisibleCharacter(input)
  if (input.charCodeAt(start) === 0x7b) return 'telegram-json' // '{'
  const header = new WhatsAppHeader()
  let contentFreeLines = 0
  let lineStart = start
  for (let line = 0; line < LINES_TO_SAMPLE && lineStart < input.length; line++) {
    let lineEnd = input.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = input.length
    if (contentFreeSender(input, lineStart, lineEnd) !== 0) contentFreeLines++
    else if (header.read(input, lineStart) && header.bodyStart <= lineEnd) {
      return header.bracketed ? 'whatsapp-ios' : 'whatsapp-android'
    }
    lineStart = lineEnd + 1
  }
  return contentFreeLines > 0 ? 'content-free' : null
}
