// Telegram Desktop's "Export chat history" (JSON) → content-free lines.
// result.json: { name, type, id, messages: [{ id, type, date, from, from_id, text }] }.
// Service entries (joins, calls, pins) are skipped; only `date`'s wall clock and
// the sender's id are read.

import { type CleanOptions, type CleanResult, PROGRESS_STEP } from './clean-result'
import { contentFreeLine } from './content-free-writer'
import { NoMessagesError, UnknownExportFormatError } from './import-errors'
import { SenderRegistry } from './sender-registry'

const LINES_PER_CHUNK = 4096
/** `2023-12-31T21:15:04` */
const TELEGRAM_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readMessages(input: string): unknown[] {
  let data: unknown
  try {
    data = JSON.parse(input)
  } catch {
    throw new UnknownExportFormatError(
      'This JSON file could not be read. Export the chat again from Telegram Desktop as JSON.',
    )
  }
  if (isRecord(data) && Array.isArray(data.messages)) return data.messages
  if (isRecord(data) && isRecord(data.chats)) {
    throw new UnknownExportFormatError(
      'This is a whole-account Telegram export. Export a single chat instead: open the chat in Telegram Desktop, then ⋮ → Export chat history → JSON.',
    )
  }
  throw new UnknownExportFormatError(
    'This JSON file is not a Telegram Desktop chat export (result.json).',
  )
}

function senderKey(message: Record<string, unknown>): string | null {
  if (typeof message.from_id === 'string' || typeof message.from_id === 'number') {
    return String(message.from_id)
  }
  return typeof message.from === 'string' ? `name:${message.from}` : null
}

export function cleanTelegram(input: string, options: CleanOptions = {}): CleanResult {
  const messages = readMessages(input)
  const senders = new SenderRegistry()
  const chunks: string[] = []
  let chunk = ''
  let count = 0
  let skipped = 0
  const reportEvery = Math.max(
    1,
    Math.floor((messages.length * PROGRESS_STEP) / Math.max(input.length, 1)),
  )

  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]
    const match =
      isRecord(message) && typeof message.date === 'string'
        ? TELEGRAM_DATE.exec(message.date)
        : null
    const key = isRecord(message) ? senderKey(message) : null
    if (!isRecord(message) || message.type !== 'message' || match === null || key === null) {
      skipped++
      continue
    }
    const [, year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.map(Number)
    // SPEC §5 reads the year as 20yy: other centuries cannot be written.
    if (year < 2000 || year > 2099) {
      skipped++
      continue
    }
    const sender = senders.numberOfKey(key)
    chunk += contentFreeLine(day, month, year - 2000, hour, minute, sender)
    if (++count % LINES_PER_CHUNK === 0) {
      chunks.push(chunk)
      chunk = ''
    }
    if (options.onProgress && i % reportEvery === 0)
      options.onProgress((i / messages.length) * 0.95)
  }
  if (count === 0) throw new NoMessagesError()
  chunks.push(chunk)
  options.onProgress?.(1)
  return {
    text: chunks.join(''),
    format: 'telegram-json',
    messageCount: count,
    senders: senders.count,
    ambiguousDateOrder: false,
    skippedSystemMessages: skipped,
  }
}
