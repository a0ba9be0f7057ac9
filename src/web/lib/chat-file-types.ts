// The chat files the cleaner, the try-it flow and the upload take. What is
// inside is recognised by the engine from the file's shape; the name only
// keeps obviously wrong files (photos, PDFs) out of the picker.

import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../../contract/analyses'

/** The file input's `accept`: text, JSON and CSV exports, and WhatsApp's .zip (iPhone). */
export const CHAT_FILE_ACCEPT =
  '.txt,.json,.csv,.zip,text/plain,application/json,text/csv,application/zip'

export function isChatFileName(name: string): boolean {
  return /\.(txt|json|csv|zip)$/i.test(name)
}

/** The apps whose exports are read, for hints next to a file picker. */
export const SUPPORTED_APPS =
  'WhatsApp (.txt or .zip), Telegram, Messenger, Instagram, Discord, Signal or iMessage'

/**
 * The reason a chosen file cannot be analysed, or null when it can: spec §5's message for a file
 * of another type (the spec takes only .txt; DESIGN widens it to the raw exports, cleaned on this
 * device first), or the contract's size limit.
 */
export function chatFileProblem(
  file: { name: string; size: number },
  wrongTypeMessage: string,
): string | null {
  if (!isChatFileName(file.name)) return wrongTypeMessage
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE
  return null
}

/** Spec §2: the selected file's size in MB to two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`
}
