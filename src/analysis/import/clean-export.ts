// The cleaner's front door: every supported export in, SPEC §5's content-free
// text out. Only timestamps and User 1 / User 2 leave this function.

import type { CleanOptions, CleanResult } from './clean-result'
import { cleanTelegram } from './clean-telegram'
import { cleanWhatsApp } from './clean-whatsapp'
import { countContentFree } from './content-free-lines'
import { detectFormat } from './detect-format'
import { NoMessagesError, UnknownExportFormatError } from './import-errors'

export function cleanExport(input: string, options: CleanOptions = {}): CleanResult {
  const format = detectFormat(input)
  if (format === null) throw new UnknownExportFormatError()
  if (format === 'telegram-json') return cleanTelegram(input, options)
  if (format === 'content-free') {
    const { messages, senders } = countContentFree(input)
    if (messages === 0) throw new NoMessagesError()
    options.onProgress?.(1)
    return {
      text: input,
      format,
      messageCount: messages,
      senders,
      ambiguousDateOrder: false,
      skippedSystemMessages: 0,
    }
  }
  return cleanWhatsApp(input, options)
}
