// Errors the importers throw. Each carries what is wrong as a code and values (`problem`), which
// the web writes in the reader's language; its message is the English text the CLI and the
// tests read. They say what is wrong and what to do, and never quote the chat.

/** What the file looks like when no importer recognises it (describe-unknown-export.ts). */
export type UnrecognisedShape =
  | { shape: 'empty' }
  | { shape: 'not_text' }
  | { shape: 'broken_json' }
  | { shape: 'json_unknown_layout' }
  | { shape: 'json_no_messages' }
  | { shape: 'html' }
  | { shape: 'csv'; columns: number }
  | { shape: 'no_dates' }
  | { shape: 'unknown_dates' }

/** Why a chat export cannot be read, as a code and the values its sentence needs. */
export type ImportProblem =
  | { code: 'too_many_senders' }
  | { code: 'only_one_writer' }
  | { code: 'no_messages' }
  | { code: 'unknown_format' }
  | ({ code: 'unrecognised' } & UnrecognisedShape)
  | { code: 'zip_unreadable' }
  | { code: 'zip_several_texts' }
  | { code: 'zip_no_chat' }
  | { code: 'zip_too_large'; megabytes: number }
  | { code: 'zip_unpack_failed' }
  | { code: 'not_a_zip' }
  | { code: 'not_discord_json' }
  | { code: 'not_meta_json' }
  | { code: 'not_telegram_json' }
  | { code: 'telegram_unreadable_json' }
  | { code: 'telegram_account_no_chat' }
  | { code: 'telegram_account_many_chats'; chats: number }
  | { code: 'date_order_impossible'; order: 'dmy' | 'mdy' }
  | { code: 'date_order_mixed' }
  | { code: 'discord_csv_dates' }
  | { code: 'no_year' }

export const SUPPORTED_EXPORTS =
  "Cadence reads WhatsApp (.txt, or the .zip an iPhone makes), Telegram Desktop (result.json), Messenger and Instagram (JSON from “Download your information”), Discord (JSON or CSV from DiscordChatExporter), Signal (signal-export) and iMessage (imessage-exporter's TXT)."

const SINGLE_CHAT_STEPS =
  'Export one chat instead: open it in Telegram Desktop, then ⋮ → Export chat history, with the format set to JSON.'

function unrecognisedText(shape: UnrecognisedShape): string {
  switch (shape.shape) {
    case 'empty':
      return 'This file is empty.'
    case 'not_text':
      return 'This file is not text: it may be a photo, a document or an archive other than a WhatsApp .zip.'
    case 'broken_json':
      return 'This file starts like JSON but cannot be read as JSON: it may be cut short. Download or export it again.'
    case 'json_unknown_layout':
      return 'This JSON file has a list of messages, but not in a layout Cadence knows.'
    case 'json_no_messages':
      return 'This JSON file is not a chat export: it has no list of messages.'
    case 'html':
      return 'This looks like a web page (HTML). Export the chat as JSON or text instead: Facebook and Instagram offer JSON when you download your information, DiscordChatExporter offers JSON and CSV.'
    case 'csv':
      return `This looks like a table (CSV) with ${shape.columns} columns, but not DiscordChatExporter's (AuthorID, Author, Date, Content…).`
    case 'no_dates':
      return "This file doesn't look like a WhatsApp chat export or any other chat export: it is text, but none of its first lines starts with a date and time."
    case 'unknown_dates':
      return "This file doesn't look like a WhatsApp chat export or any other chat export: its lines start with dates, but not in a layout Cadence knows."
  }
}

/** The problem in English, as the CLI prints it and the engine's tests read it. */
export function importProblemText(problem: ImportProblem): string {
  switch (problem.code) {
    case 'too_many_senders':
      return 'This chat has more than two people in it. Cadence reads two-person chats only: export a one-to-one chat instead.'
    case 'only_one_writer':
      return 'Only one person wrote in this chat'
    case 'no_messages':
      // docs/product.md §5: the text shown when no line is valid.
      return 'No valid chat messages found. Please check the file format.'
    case 'unknown_format':
      return "This file doesn't look like a WhatsApp chat export (.txt) or a Telegram Desktop export (result.json)."
    case 'unrecognised':
      return `${unrecognisedText(problem)} ${SUPPORTED_EXPORTS}`
    case 'zip_unreadable':
      return 'This .zip file could not be opened: it may be damaged or cut short. Export the chat again.'
    case 'zip_several_texts':
      return 'This .zip holds several text files and Cadence cannot tell which one is the chat. Unzip it and choose the chat file.'
    case 'zip_no_chat':
      return 'This .zip holds no chat export (.txt, .json or .csv). Export the chat again, or unzip it and choose the chat file.'
    case 'zip_too_large':
      return `The chat inside this .zip is too large to read (over ${problem.megabytes} MB of text). Export a shorter period of the chat.`
    case 'zip_unpack_failed':
      return 'The chat inside this .zip could not be unpacked: the file may be damaged. Export the chat again.'
    case 'not_a_zip':
      return 'This file is named .zip but is not a zip archive. Export the chat again.'
    case 'not_discord_json':
      return 'This JSON file is not a DiscordChatExporter export.'
    case 'not_meta_json':
      return 'This JSON file is not a Messenger or Instagram chat (message_1.json).'
    case 'not_telegram_json':
      return 'This JSON file is not a Telegram Desktop chat export (result.json).'
    case 'telegram_unreadable_json':
      return 'This JSON file could not be read. Export the chat again from Telegram Desktop as JSON.'
    case 'telegram_account_no_chat':
      return `This is a whole-account Telegram export with no chat in it. ${SINGLE_CHAT_STEPS}`
    case 'telegram_account_many_chats':
      return `This is a whole-account Telegram export with ${problem.chats} chats in it, and Cadence cannot tell which one to read. ${SINGLE_CHAT_STEPS}`
    case 'date_order_impossible':
      return `The dates in this file cannot be read ${problem.order === 'dmy' ? 'day-first' : 'month-first'}.`
    case 'date_order_mixed':
      return 'The dates in this file mix day-first and month-first and cannot be read.'
    case 'discord_csv_dates':
      return "The dates in this Discord CSV are in a custom format Cadence cannot read. Export the chat again with DiscordChatExporter's default date format, or as JSON."
    case 'no_year':
      return 'The dates in this file have no year, so Cadence cannot place them in time. Export the chat again, or clean it with the year given.'
  }
}

/** An error of the import: its problem, and the problem's English text as its message. */
abstract class ImportError extends Error {
  constructor(readonly problem: ImportProblem) {
    super(importProblemText(problem))
  }
}

export class TooManySendersError extends ImportError {
  override name = 'TooManySendersError'
  constructor() {
    super({ code: 'too_many_senders' })
  }
}

export class UnknownExportFormatError extends ImportError {
  override name = 'UnknownExportFormatError'
  constructor(problem: ImportProblem = { code: 'unknown_format' }) {
    super(problem)
  }
}

/** The chat had headers but none of them was a message from a person. */
export class NoMessagesError extends ImportError {
  override name = 'NoMessagesError'
  constructor() {
    super({ code: 'no_messages' })
  }
}

/** Every message in the chat is from the same person. */
export class OnlyOneWriterError extends ImportError {
  override name = 'OnlyOneWriterError'
  constructor() {
    super({ code: 'only_one_writer' })
  }
}

/** The dates cannot be read in the requested (or any single) day/month order. */
export class DateOrderError extends ImportError {
  override name = 'DateOrderError'
}

/** The problem an engine error carries, if it is one of the import's. */
export function importProblemOf(error: unknown): ImportProblem | null {
  return error instanceof ImportError ? error.problem : null
}
