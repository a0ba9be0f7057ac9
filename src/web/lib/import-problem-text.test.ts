import { describe, expect, it } from 'vitest'
import {
  importProblemText as englishOfEngine,
  type ImportProblem,
} from '#src/analysis/import/import-errors'
import { messagesIn } from '#src/web/testing/messages-in'
import type { Translate } from './i18n/use-t'
import { importProblemText } from './import-problem-text'

const translator = (locale: 'en' | 'de' | 'ar'): Translate => {
  const i18n = messagesIn(locale)
  return (id, values) => i18n._(id, values)
}

/** One problem of every kind the engine can report, with values where it has some. */
const EVERY_PROBLEM: ImportProblem[] = [
  { code: 'too_many_senders' },
  { code: 'only_one_writer' },
  { code: 'no_messages' },
  { code: 'unknown_format' },
  ...(
    [
      'empty',
      'not_text',
      'broken_json',
      'json_unknown_layout',
      'json_no_messages',
      'html',
      'no_dates',
      'unknown_dates',
    ] as const
  ).map((shape): ImportProblem => ({ code: 'unrecognised', shape })),
  { code: 'unrecognised', shape: 'csv', columns: 7 },
  { code: 'zip_unreadable' },
  { code: 'zip_several_texts' },
  { code: 'zip_no_chat' },
  { code: 'zip_too_large', megabytes: 64 },
  { code: 'zip_unpack_failed' },
  { code: 'not_a_zip' },
  { code: 'not_discord_json' },
  { code: 'not_meta_json' },
  { code: 'not_telegram_json' },
  { code: 'telegram_unreadable_json' },
  { code: 'telegram_account_no_chat' },
  { code: 'telegram_account_many_chats', chats: 12 },
  { code: 'date_order_impossible', order: 'dmy' },
  { code: 'date_order_impossible', order: 'mdy' },
  { code: 'date_order_mixed' },
  { code: 'discord_csv_dates' },
  { code: 'no_year' },
]

describe("the engine's import refusals in the reader's language", () => {
  it.each(EVERY_PROBLEM)('writes $code in English exactly as the engine does', (problem) => {
    expect(importProblemText(problem, translator('en'))).toBe(englishOfEngine(problem))
  })

  it('writes them in German and Arabic with their values, never in English', () => {
    for (const locale of ['de', 'ar'] as const) {
      for (const problem of EVERY_PROBLEM) {
        const text = importProblemText(problem, translator(locale))
        expect(text).not.toBe(englishOfEngine(problem))
        if ('chats' in problem) expect(text).toMatch(/12|١٢/)
      }
    }
    expect(importProblemText({ code: 'only_one_writer' }, translator('de'))).toBe(
      'In diesem Chat hat nur eine Person geschrieben',
    )
  })
})
