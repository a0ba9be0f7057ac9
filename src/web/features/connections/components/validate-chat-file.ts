import { MAX_UPLOAD_BYTES, UPLOAD_NOT_TXT, UPLOAD_TOO_LARGE } from '../../../../contract/analyses'
import { isChatFileName } from '../../../lib/chat-file-types'

// Spec §5 takes a .txt file, any case. DESIGN (every export people have) widens it: raw exports
// are cleaned in the browser first, so JSON, CSV and WhatsApp's .zip are welcome as well. Any
// other file gets the spec's message.

/** The spec §5 message for a file that cannot be analysed, or null when it can. */
export function chatFileError(file: { name: string; size: number }): string | null {
  if (!isChatFileName(file.name)) return UPLOAD_NOT_TXT
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE
  return null
}

/** Spec §2: the selected file's size in MB to two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`
}
