/** Spec §5: the anonymous upload takes only a .txt file. */
export const NOT_TXT_MESSAGE = 'Please upload a .txt file'
/** Spec §9: at most 10 MB. */
export const MAX_CHAT_FILE_BYTES = 10 * 1024 * 1024
export const TOO_LARGE_MESSAGE = 'File size must be less than 10MB'

/** The reason a file cannot be analysed, or null when it can. */
export function chatFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!file.name.toLowerCase().endsWith('.txt')) return NOT_TXT_MESSAGE
  if (file.size > MAX_CHAT_FILE_BYTES) return TOO_LARGE_MESSAGE
  return null
}
