// The chat files the cleaner, the try-it flow and the upload take. What is
// inside is recognised by the engine from the file's shape; the name only
// keeps obviously wrong files (photos, PDFs) out of the picker.

/** The file input's `accept`: text, JSON and CSV exports, and WhatsApp's .zip (iPhone). */
export const CHAT_FILE_ACCEPT =
  '.txt,.json,.csv,.zip,text/plain,application/json,text/csv,application/zip'

export function isChatFileName(name: string): boolean {
  return /\.(txt|json|csv|zip)$/i.test(name)
}

/** The apps whose exports are read, for hints next to a file picker. */
export const SUPPORTED_APPS =
  'WhatsApp (.txt or .zip), Telegram, Messenger, Instagram, Discord, Signal or iMessage'
