// Every importer, in the order they are asked. JSON importers look at the
// parsed file's keys; text importers at its first lines. The specific text
// layouts (Signal, iMessage) come before WhatsApp, whose reader is the most
// lenient; content-free text is recognised line by line with WhatsApp.

import { parseChat } from '../parse'
import { discordCsvImporter, discordJsonImporter } from './clean-discord'
import { iMessageImporter } from './clean-imessage'
import { metaImporter } from './clean-meta'
import type { CleanResult } from './clean-result'
import { signalImporter } from './clean-signal'
import { telegramImporter } from './clean-telegram'
import { cleanWhatsApp } from './clean-whatsapp'
import { countContentFree } from './content-free-lines'
import { NoMessagesError } from './import-errors'
import type { ChatImporter } from './importer'
import { textLayout } from './text-layout'

const contentFreeImporter: ChatImporter = {
  format: 'content-free',
  matches: (shape) => !isJsonShape(shape) && textLayout(shape) === 'content-free',
  clean(shape, options): CleanResult {
    const { messages, senders } = countContentFree(shape.text)
    if (messages === 0) throw new NoMessagesError()
    // Lines are counted by their shape; when they seem to come from one person, the
    // parser says whether any of them is a real date at all (the message of docs/product.md §5 first).
    if (senders < 2) {
      try {
        parseChat(shape.text)
      } catch {
        throw new NoMessagesError()
      }
    }
    options.onProgress?.(1)
    return {
      text: shape.text,
      format: 'content-free',
      messageCount: messages,
      senders,
      ambiguousDateOrder: false,
      skippedSystemMessages: 0,
    }
  },
}

/** Android and iPhone exports are one importer; the result says which layout it was. */
const whatsAppImporter: ChatImporter = {
  format: 'whatsapp-android',
  matches(shape) {
    if (isJsonShape(shape)) return false
    const layout = textLayout(shape)
    return layout === 'whatsapp-android' || layout === 'whatsapp-ios'
  },
  clean: (shape, options) => cleanWhatsApp(shape.text, options),
}

/** A file that starts with `{` is JSON, whatever its lines look like. */
function isJsonShape(shape: { text: string; start: number }): boolean {
  return shape.text.charCodeAt(shape.start) === 0x7b
}

export const IMPORTERS: readonly ChatImporter[] = [
  telegramImporter,
  metaImporter,
  discordJsonImporter,
  discordCsvImporter,
  signalImporter,
  iMessageImporter,
  whatsAppImporter,
  contentFreeImporter,
]
