// Small text helpers of the cleaner page (its words are in the cleaner catalog).

import type { ExportFormat } from '#src/analysis/import/clean-result'
import type { MessageId } from '#src/i18n/messages'

export const CLEAN_FILE_NAME = 'cadence-clean.txt'
export const PREVIEW_LINES = 8

/** The first `count` lines, without reading further into a big text. */
export function firstLines(text: string, count: number): string {
  let end = -1
  for (let i = 0; i < count; i++) {
    const next = text.indexOf('\n', end + 1)
    if (next < 0) return text.trimEnd()
    end = next
  }
  return text.slice(0, end)
}

/** How each export format is named to people (as EXPORT_FORMAT_NAMES, in the reader's language). */
export const EXPORT_FORMAT_MESSAGES: Record<ExportFormat, MessageId> = {
  'whatsapp-android': 'cleaner.format.whatsappAndroid',
  'whatsapp-ios': 'cleaner.format.whatsappIos',
  'telegram-json': 'cleaner.format.telegramJson',
  'meta-json': 'cleaner.format.metaJson',
  'discord-json': 'cleaner.format.discordJson',
  'discord-csv': 'cleaner.format.discordCsv',
  'signal-text': 'cleaner.format.signalText',
  'imessage-text': 'cleaner.format.imessageText',
  'content-free': 'cleaner.format.contentFree',
}
