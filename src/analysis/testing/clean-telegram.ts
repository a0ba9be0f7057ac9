import type { CleanOptions, CleanResult } from '../import/clean-result'
import { telegramImporter } from '../import/clean-telegram'
import { UnknownExportFormatError } from '../import/import-errors'

/** Cleans a Telegram Desktop result.json given as text, with the Telegram importer alone. */
export function cleanTelegram(input: string, options: CleanOptions = {}): CleanResult {
  let json: unknown
  try {
    json = JSON.parse(input)
  } catch {
    throw new UnknownExportFormatError({ code: 'telegram_unreadable_json' })
  }
  return telegramImporter.clean({ text: input, start: 0, json }, options)
}
