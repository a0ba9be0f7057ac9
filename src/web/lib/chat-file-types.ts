// The chat files the cleaner, the try-it flow and the upload take. What is
// inside is recognised by the engine from the file's shape; the name only
// keeps obviously wrong files (photos, PDFs) out of the picker.

import { MAX_UPLOAD_BYTES } from '#src/contract/analyses'
import { numberFormat } from '#src/i18n/format-intl'
import { isChatFileName } from './chat-file-names'

export { CHAT_FILE_ACCEPT, isChatFileName } from './chat-file-names'

/** The apps whose exports are read, for hints next to a file picker. */
export const SUPPORTED_APPS =
  'WhatsApp (.txt or .zip), Telegram, Messenger, Instagram, Discord, Signal or iMessage'

/** What is wrong with a chosen file, or null when it can be analysed: for a page to word. */
export type ChatFileIssue = 'wrong-type' | 'too-large'

/**
 * Whether a chosen file can be analysed: docs/product.md §5 refuses a file of another type (the
 * raw exports of the supported apps are taken and cleaned on this device first,
 * docs/decisions/005-own-importers.md), and the contract's size limit.
 */
export function chatFileIssue(file: { name: string; size: number }): ChatFileIssue | null {
  if (!isChatFileName(file.name)) return 'wrong-type'
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large'
  return null
}

/** docs/product.md §2: the selected file's size in MB to two decimals ('1.43 MB'), in the reader's language. */
export function formatMegabytes(bytes: number, locale = 'en'): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bytes / (1024 * 1024))
}
