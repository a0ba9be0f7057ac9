// Discord, as exported by DiscordChatExporter, → content-free lines.
// JSON: { guild, channel: { type }, messages: [{ type, timestamp, author: { id } }] },
// timestamps in ISO 8601 with the exporter's offset (its wall clock is read).
// CSV: the header `AuthorID,Author,Date,Content,Attachments,Reactions`, every
// field quoted; Date is ISO 8601 in current versions and `17-Sep-19 11:34 PM`
// (the old default) in earlier ones. Only direct messages between two people
// are read: group DMs and server channels are refused as groups.

import type { CleanOptions, CleanResult } from './clean-result'
import { DateOrderError, TooManySendersError, UnknownExportFormatError } from './import-errors'
import { type ChatImporter, type ExportShape, isRecord } from './importer'
import { minutesOfWallClock } from './instant-clock'
import { TimedMessages } from './timed-messages'

/** Message types people write; the rest are calls, pins, joins and renames. */
const WRITTEN_TYPES = new Set(['Default', 'Reply'])
const DIRECT_MESSAGE = 'DirectTextChat'
const ISO_WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/
/** DiscordChatExporter's former default, `dd-MMM-yy hh:mm tt`. */
const OLD_DEFAULT_DATE = /^(\d{2})-([A-Za-z]{3})-(\d{2}) (\d{2}):(\d{2}) ([AP]M)$/
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const CSV_HEADER = /^"?AuthorID"?,"?Author"?,"?Date"?,"?Content"?/
const MESSAGES_TO_SAMPLE = 20

/** Wall-clock minutes of a DiscordChatExporter date, or NaN when it is in another format. */
export function discordDateMinutes(text: string): number {
  const iso = ISO_WALL_CLOCK.exec(text)
  if (iso) {
    const [, year = 0, month = 0, day = 0, hour = 0, minute = 0] = iso.map(Number)
    return minutesOfWallClock(year, month, day, hour, minute)
  }
  const old = OLD_DEFAULT_DATE.exec(text)
  if (old) {
    const month = MONTHS.indexOf((old[2] ?? '').toLowerCase()) + 1
    const hour12 = Number(old[4])
    if (month === 0 || hour12 < 1 || hour12 > 12) return Number.NaN
    const hour = (hour12 % 12) + (old[6] === 'PM' ? 12 : 0)
    return minutesOfWallClock(2000 + Number(old[3]), month, Number(old[1]), hour, Number(old[5]))
  }
  return Number.NaN
}

function isDiscordMessage(message: unknown): boolean {
  return (
    isRecord(message) &&
    typeof message.timestamp === 'string' &&
    isRecord(message.author) &&
    'id' in message.author
  )
}

function isDiscordExport(
  value: unknown,
): value is Record<string, unknown> & { messages: unknown[] } {
  if (!isRecord(value) || !Array.isArray(value.messages)) return false
  if (value.messages.length === 0) return isRecord(value.channel) && isRecord(value.guild)
  return value.messages.slice(0, MESSAGES_TO_SAMPLE).some(isDiscordMessage)
}

function cleanDiscordJson(
  data: Record<string, unknown> & { messages: unknown[] },
  options: CleanOptions,
): CleanResult {
  if (isRecord(data.channel) && typeof data.channel.type === 'string') {
    if (data.channel.type !== DIRECT_MESSAGE) throw new TooManySendersError()
  }
  const out = new TimedMessages()
  for (const message of data.messages) {
    if (
      !isDiscordMessage(message) ||
      !isRecord(message) ||
      !isRecord(message.author) ||
      (typeof message.type === 'string' && !WRITTEN_TYPES.has(message.type))
    ) {
      out.skip()
      continue
    }
    out.add(discordDateMinutes(String(message.timestamp)), String(message.author.id))
  }
  const result = out.toResult('discord-json')
  options.onProgress?.(1)
  return result
}

/**
 * Calls `onRecord` with the first three fields of every CSV record after the
 * header. Quoted fields may hold commas, quotes ("") and line breaks.
 */
function eachCsvRecord(text: string, from: number, onRecord: (fields: string[]) => void): void {
  const length = text.length
  let p = from
  let fields: string[] = []
  while (p < length) {
    let value: string
    if (text.charCodeAt(p) === 0x22) {
      let end = p + 1
      let parts = ''
      for (;;) {
        const quote = text.indexOf('"', end)
        if (quote < 0) {
          end = length
          break
        }
        if (text.charCodeAt(quote + 1) === 0x22) {
          if (fields.length < 3) parts += text.slice(end, quote + 1)
          end = quote + 2
          continue
        }
        if (fields.length < 3) parts += text.slice(end, quote)
        end = quote + 1
        break
      }
      value = parts
      p = end
    } else {
      let end = p
      while (end < length) {
        const code = text.charCodeAt(end)
        if (code === 0x2c || code === 0x0a || code === 0x0d) break
        end++
      }
      value = fields.length < 3 ? text.slice(p, end) : ''
      p = end
    }
    fields.push(value)
    const code = text.charCodeAt(p)
    if (code === 0x2c) {
      p++
      continue
    }
    // End of the record: \r\n, \n or the end of the text.
    if (code === 0x0d) p++
    if (text.charCodeAt(p) === 0x0a) p++
    if (fields.length > 1 || fields[0] !== '') onRecord(fields)
    fields = []
  }
}

function cleanDiscordCsv(shape: ExportShape, options: CleanOptions): CleanResult {
  const { text } = shape
  let headerEnd = text.indexOf('\n', shape.start)
  if (headerEnd < 0) headerEnd = text.length
  const out = new TimedMessages()
  let unreadableDates = 0
  eachCsvRecord(text, headerEnd + 1, (fields) => {
    const [authorId = '', , date = ''] = fields
    const minutes = discordDateMinutes(date.trim())
    if (authorId === '' || Number.isNaN(minutes)) {
      if (authorId !== '' && date !== '') unreadableDates++
      out.skip()
      return
    }
    out.add(minutes, authorId)
  })
  if (out.length === 0 && unreadableDates > 0) {
    throw new DateOrderError({ code: 'discord_csv_dates' })
  }
  const result = out.toResult('discord-csv')
  options.onProgress?.(1)
  return result
}

export const discordJsonImporter: ChatImporter = {
  format: 'discord-json',
  matches: (shape) => isDiscordExport(shape.json),
  clean(shape, options) {
    const data = shape.json
    if (!isDiscordExport(data)) {
      throw new UnknownExportFormatError({ code: 'not_discord_json' })
    }
    return cleanDiscordJson(data, options)
  },
}

export const discordCsvImporter: ChatImporter = {
  format: 'discord-csv',
  matches: (shape) => CSV_HEADER.test(shape.text.slice(shape.start, shape.start + 64)),
  clean: cleanDiscordCsv,
}
