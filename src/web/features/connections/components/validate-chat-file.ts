import { MAX_UPLOAD_BYTES, UPLOAD_NOT_TXT, UPLOAD_TOO_LARGE } from '../../../../contract/analyses'

// Spec §5: a .txt file, any case. Telegram Desktop exports JSON; Cadence cleans it in the
// browser too (DESIGN: its own cleaner), so its result.json is welcome as well.
const ACCEPTED = /\.(txt|json)$/i

/** The spec §5 message for a file that cannot be analysed, or null when it can. */
export function chatFileError(file: { name: string; size: number }): string | null {
  if (!ACCEPTED.test(file.name)) return UPLOAD_NOT_TXT
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE
  return null
}

/** Spec §2: the selected file's size in MB to two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`
}
