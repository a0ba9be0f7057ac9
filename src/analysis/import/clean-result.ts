import type { DateOrder } from './date-order'

export type ExportFormat =
  | 'whatsapp-android'
  | 'whatsapp-ios'
  | 'telegram-json'
  | 'meta-json'
  | 'discord-json'
  | 'discord-csv'
  | 'signal-text'
  | 'imessage-text'
  | 'content-free'

export interface CleanOptions {
  /** Overrides the day/month order read from the file (WhatsApp only). */
  dateOrder?: DateOrder
  /** The year the file was exported in, for a WhatsApp file that writes no year at all (`Mar 5, 8:11 PM`). */
  exportYear?: number
  /**
   * IANA zone in which instants (Messenger's timestamp_ms, Telegram's date_unixtime)
   * become wall-clock times; the reader's own zone when left out.
   */
  timeZone?: string
  /** Called with 0…1 while the file is read. */
  onProgress?: (fraction: number) => void
}

/** What cleaning found, without the text (a file cleaned in pieces writes its text as it goes). */
export interface CleanSummary {
  format: ExportFormat
  messageCount: number
  senders: number
  /** The file alone cannot tell day-first from month-first; `dateOrder` is then a default. */
  ambiguousDateOrder: boolean
  /** The order used to read a WhatsApp file's dates. */
  dateOrder?: DateOrder
  skippedSystemMessages: number
  /** Lines shaped like a message header whose date or time cannot exist (`13:37 AM`, `31/04`). */
  unreadableLines?: number
}

export interface CleanResult extends CleanSummary {
  /** docs/product.md §5 lines, `dd/mm/yy, hh:mm - User N`, one per message. */
  text: string
}

/**
 * How often (in characters of input) a cleaner reports progress: a 10 MB export reports 160
 * times. Small enough that the app's warm-up chats (src/web/lib/engine-warm-up.ts) report too, so
 * the worker's compiled cleaner has run the report before a real file comes.
 */
export const PROGRESS_STEP = 64 * 1024
