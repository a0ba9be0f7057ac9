// Facebook Messenger and Instagram, "Download your information" as JSON →
// content-free lines. Both write the same shape:
//   { participants: [{ name }], messages: [{ sender_name, timestamp_ms, content?, type? }],
//     thread_type? }
// newest message first, times as instants (read in the reader's zone). Messenger's
// end-to-end encrypted chats download as { participants: [name], messages:
// [{ senderName, timestamp, type }] }. Names are written as UTF-8 bytes read as
// Latin-1 ("ZoÃ«" for "Zoë"); they are repaired before senders are told apart.

import type { CleanOptions, CleanResult } from './clean-result'
import { TooManySendersError, UnknownExportFormatError } from './import-errors'
import { type ChatImporter, type ExportShape, isRecord } from './importer'
import { InstantClock } from './instant-clock'
import { TimedMessages } from './timed-messages'

/** Entries that record an event, not a message someone wrote. */
const EVENT_TYPES = new Set([
  'Call',
  'Subscribe',
  'Unsubscribe',
  'call',
  'subscribe',
  'unsubscribe',
])
const MESSAGES_TO_SAMPLE = 20
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** "ZoÃ«" → "Zoë": text whose characters are all bytes and read as UTF-8. Other text is returned as it is. */
export function repairLatin1Utf8(text: string): string {
  let high = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code > 0xff) return text
    if (code >= 0x80) high = true
  }
  if (!high) return text
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  try {
    return utf8.decode(bytes)
  } catch {
    return text
  }
}

interface MetaMessage {
  sender: unknown
  time: unknown
  type: unknown
}

function readMessage(message: unknown): MetaMessage | null {
  if (!isRecord(message)) return null
  if ('sender_name' in message || 'timestamp_ms' in message) {
    return { sender: message.sender_name, time: message.timestamp_ms, type: message.type }
  }
  if ('senderName' in message || 'timestamp' in message) {
    return { sender: message.senderName, time: message.timestamp, type: message.type }
  }
  return null
}

function isMetaMessage(message: unknown): boolean {
  const read = readMessage(message)
  return read !== null && typeof read.sender === 'string' && typeof read.time === 'number'
}

function isMetaThread(value: unknown): value is Record<string, unknown> & { messages: unknown[] } {
  if (!isRecord(value) || !Array.isArray(value.messages)) return false
  if (value.messages.length === 0) return Array.isArray(value.participants)
  return value.messages.slice(0, MESSAGES_TO_SAMPLE).some(isMetaMessage)
}

function participantCount(thread: Record<string, unknown>): number {
  return Array.isArray(thread.participants) ? thread.participants.length : 0
}

function cleanThread(
  thread: Record<string, unknown> & { messages: unknown[] },
  options: CleanOptions,
): CleanResult {
  if (participantCount(thread) > 2 || thread.thread_type === 'RegularGroup') {
    throw new TooManySendersError()
  }
  const clock = new InstantClock(options.timeZone)
  const out = new TimedMessages()
  // A chat has two names, written thousands of times: each is repaired once.
  const repaired = new Map<string, string>()
  const { messages } = thread
  for (let i = 0; i < messages.length; i++) {
    const message = readMessage(messages[i])
    if (
      message === null ||
      typeof message.sender !== 'string' ||
      typeof message.time !== 'number' ||
      (typeof message.type === 'string' && EVENT_TYPES.has(message.type))
    ) {
      out.skip()
      continue
    }
    let sender = repaired.get(message.sender)
    if (sender === undefined) {
      sender = repairLatin1Utf8(message.sender)
      repaired.set(message.sender, sender)
    }
    out.add(clock.minutesOf(message.time), sender)
    if (options.onProgress && i % 4096 === 0) options.onProgress((i / messages.length) * 0.95)
  }
  const result = out.toResult('meta-json')
  options.onProgress?.(1)
  return result
}

export const metaImporter: ChatImporter = {
  format: 'meta-json',
  matches: (shape) => isMetaThread(shape.json),
  clean(shape: ExportShape, options: CleanOptions) {
    const thread = shape.json
    if (!isMetaThread(thread)) {
      throw new UnknownExportFormatError({ code: 'not_meta_json' })
    }
    return cleanThread(thread, options)
  },
}
