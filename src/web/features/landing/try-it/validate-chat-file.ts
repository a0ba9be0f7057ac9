import { isChatFileName } from '../../../lib/chat-file-types'

/**
 * Spec §5's message for a file of another type. The spec takes only .txt; DESIGN
 * (every export people have) widens it to the raw exports, cleaned on this device first.
 */
export const NOT_TXT_MESSAGE = 'Please upload a .txt file'
/** Spec §9: at most 10 MB. */
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024
export const TOO_LARGE_MESSAGE = 'File size must be less than 10MB'

/** The reason a file cannot be analysed, or null when it can. */
export function chatFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!isChatFileName(file.name)) return NOT_TXT_MESSAGE
  if (file.size > MAX_CHAT_FILE_BYTES) return TOO_LARGE_MESSAGE
  return null
}
