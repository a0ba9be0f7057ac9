// Why the engine refused a chat file, in the reader's language (area `connections`, which the
// upload and the cleaner load). The engine gives a code and values (src/analysis/import/
// import-errors.ts); English here is the engine's own text, letter for letter.

import type { ImportProblem, UnrecognisedShape } from '#src/analysis/import/import-errors'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from './i18n/use-t'

const SHAPE_MESSAGES: Record<UnrecognisedShape['shape'], MessageId> = {
  empty: 'connections.import.shape.empty',
  not_text: 'connections.import.shape.notText',
  broken_json: 'connections.import.shape.brokenJson',
  json_unknown_layout: 'connections.import.shape.jsonUnknownLayout',
  json_no_messages: 'connections.import.shape.jsonNoMessages',
  html: 'connections.import.shape.html',
  csv: 'connections.import.shape.csv',
  no_dates: 'connections.import.shape.noDates',
  unknown_dates: 'connections.import.shape.unknownDates',
}

/** The codes whose sentence takes no value. */
const PLAIN_MESSAGES = {
  too_many_senders: 'connections.import.tooManySenders',
  only_one_writer: 'connections.import.onlyOneWriter',
  no_messages: 'connections.import.noMessages',
  unknown_format: 'connections.import.unknownFormat',
  zip_unreadable: 'connections.import.zipUnreadable',
  zip_several_texts: 'connections.import.zipSeveralTexts',
  zip_no_chat: 'connections.import.zipNoChat',
  zip_unpack_failed: 'connections.import.zipUnpackFailed',
  not_a_zip: 'connections.import.notAZip',
  not_discord_json: 'connections.import.notDiscordJson',
  not_meta_json: 'connections.import.notMetaJson',
  not_telegram_json: 'connections.import.notTelegramJson',
  telegram_unreadable_json: 'connections.import.telegramUnreadableJson',
  telegram_account_no_chat: 'connections.import.telegramAccountNoChat',
  date_order_mixed: 'connections.import.dateOrderMixed',
  discord_csv_dates: 'connections.import.discordCsvDates',
  no_year: 'connections.import.noYear',
} as const satisfies Record<string, MessageId>

/** The engine's refusal of a file, written in the reader's language. */
export function importProblemText(problem: ImportProblem, t: Translate): string {
  switch (problem.code) {
    case 'unrecognised': {
      const what =
        problem.shape === 'csv'
          ? t(SHAPE_MESSAGES.csv, { columns: problem.columns })
          : t(SHAPE_MESSAGES[problem.shape])
      return t('connections.import.supported', { what })
    }
    case 'zip_too_large':
      return t('connections.import.zipTooLarge', { megabytes: problem.megabytes })
    case 'telegram_account_many_chats':
      return t('connections.import.telegramAccountManyChats', { chats: problem.chats })
    case 'date_order_impossible':
      return t(
        problem.order === 'dmy'
          ? 'connections.import.dateOrderDayFirst'
          : 'connections.import.dateOrderMonthFirst',
      )
    default:
      return t(PLAIN_MESSAGES[problem.code])
  }
}
