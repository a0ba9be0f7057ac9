// Telegram Desktop's "Export chat history" (JSON) → content-free lines.
// result.json: { name, type, id, messages: [{ id, type, date, date_unixtime, from, from_id, text }] }.
// Service entries (joins, calls, pins) are skipped; only the time and the
// sender's id are read. `date` is the exporter's wall clock; a message that
// carries only `date_unixtime` (an instant) is read in the reader's zone.
// A whole-account export (`chats.list`) is read when it holds one chat, or one
// personal chat among groups; otherwise it is refused with how to export one.

import type { CleanOptions, CleanResult } from './clean-result'
import { PROGRESS_STEP } from './clean-result'
import { TooManySendersError, UnknownExportFormatError } from './import-errors'
import { type ChatImporter, type ExportShape, isRecord } from './importer'
import { InstantClock, minutesOfWallClock } from './instant-clock'
import { TimedMessages } from './timed-messages'

/** `2023-12-31T21:15:04` */
const TELEGRAM_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/
/** Chat types that have more than two members by nature. */
const GROUP_TYPES = new Set([
  'private_group',
  'private_supergroup',
  'public_supergroup',
  'private_channel',
  'public_channel',
])
const MESSAGES_TO_SAMPLE = 20

function looksLikeTelegramMessage(message: unknown): boolean {
  return (
    isRecord(message) &&
    typeof message.type === 'string' &&
    (typeof message.date === 'string' || 'date_unixtime' in message)
  )
}

function isTelegramChat(
  value: unknown,
): value is Record<string, unknown> & { messages: unknown[] } {
  if (!isRecord(value) || !Array.isArray(value.messages)) return false
  if (value.messages.length === 0) return typeof value.type === 'string'
  return value.messages.slice(0, MESSAGES_TO_SAMPLE).some(looksLikeTelegramMessage)
}

function isAccountExport(value: unknown): value is { chats: { list: unknown[] } } {
  return isRecord(value) && isRecord(value.chats) && Array.isArray(value.chats.list)
}

/** The one chat of a whole-account export that can be read, or a clear refusal. */
function chatOfAccount(list: unknown[]): Record<string, unknown> & { messages: unknown[] } {
  const chats = list.filter(isTelegramChat)
  if (chats.length === 1 && chats[0]) return chats[0]
  const personal = chats.filter((chat) => chat.type === 'personal_chat' && chat.messages.length > 0)
  if (personal.length === 1 && personal[0]) return personal[0]
  throw new UnknownExportFormatError(
    chats.length === 0
      ? { code: 'telegram_account_no_chat' }
      : { code: 'telegram_account_many_chats', chats: chats.length },
  )
}

function senderKey(message: Record<string, unknown>): string | null {
  if (typeof message.from_id === 'string' || typeof message.from_id === 'number') {
    return String(message.from_id)
  }
  return typeof message.from === 'string' ? `name:${message.from}` : null
}

/** Wall-clock minutes of a message, from `date` or else `date_unixtime`; NaN when it has neither. */
function minutesOf(message: Record<string, unknown>, clock: () => InstantClock): number {
  if (typeof message.date === 'string') {
    const match = TELEGRAM_DATE.exec(message.date)
    if (match === null) return Number.NaN
    const [, year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.map(Number)
    return minutesOfWallClock(year, month, day, hour, minute)
  }
  const seconds =
    typeof message.date_unixtime === 'string' || typeof message.date_unixtime === 'number'
      ? Number(message.date_unixtime)
      : Number.NaN
  return Number.isFinite(seconds) ? clock().minutesOf(seconds * 1000) : Number.NaN
}

function cleanChat(
  chat: Record<string, unknown> & { messages: unknown[] },
  options: CleanOptions,
  inputLength: number,
): CleanResult {
  if (typeof chat.type === 'string' && GROUP_TYPES.has(chat.type)) throw new TooManySendersError()
  const messages = chat.messages
  let clock: InstantClock | null = null
  const getClock = () => {
    clock ??= new InstantClock(options.timeZone)
    return clock
  }
  const out = new TimedMessages()
  const reportEvery = Math.max(
    1,
    Math.floor((messages.length * PROGRESS_STEP) / Math.max(inputLength, 1)),
  )
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]
    const key = isRecord(message) ? senderKey(message) : null
    if (!isRecord(message) || message.type !== 'message' || key === null) out.skip()
    else out.add(minutesOf(message, getClock), key)
    if (options.onProgress && i % reportEvery === 0)
      options.onProgress((i / messages.length) * 0.95)
  }
  const result = out.toResult('telegram-json')
  options.onProgress?.(1)
  return result
}

export const telegramImporter: ChatImporter = {
  format: 'telegram-json',
  matches: (shape) => isTelegramChat(shape.json) || isAccountExport(shape.json),
  clean(shape: ExportShape, options: CleanOptions) {
    const data = shape.json
    const chat = isAccountExport(data) ? chatOfAccount(data.chats.list) : data
    if (!isTelegramChat(chat)) {
      throw new UnknownExportFormatError({ code: 'not_telegram_json' })
    }
    return cleanChat(chat, options, shape.text.length)
  },
}
