// A chat file's bytes → its text. A WhatsApp export from an iPhone is a .zip
// holding `_chat.txt` (and the photos, when exported with media): the chat is
// taken out of it with fflate, a small pure-JavaScript unzip library that uses
// no DOM or Node API, so the engine stays the same in the browser's worker, the
// offline cleaner and the CLI. Everything else is decoded as UTF-8 (or UTF-16
// when it starts with that byte-order mark).

import { type UnzipFileInfo, unzipSync } from 'fflate'
import { decodeText, isZip } from './decode-text'
import { UnknownExportFormatError } from './import-errors'

/** The text inside a zip may be larger than the 10 MB file; beyond this it is refused. */
export const MAX_UNZIPPED_CHAT_BYTES = 64 * 1024 * 1024
/** Files a chat export can be, by how their name ends. */
const CHAT_FILE = /\.(txt|json|csv)$/i

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

/** macOS adds `__MACOSX/` copies and `._` files to the zips it makes; they are not the chat. */
function isArchiveClutter(path: string): boolean {
  return path.startsWith('__MACOSX/') || baseName(path).startsWith('._')
}

/**
 * The one file in the zip that is the chat: WhatsApp's `_chat.txt`, else the
 * only .txt, else the only .json or .csv. Null when there is no such single file.
 */
function pickChatFile(files: UnzipFileInfo[]): UnzipFileInfo | null {
  const candidates = files.filter(
    (file) => CHAT_FILE.test(file.name) && !isArchiveClutter(file.name),
  )
  const whatsApp = candidates.find((file) => baseName(file.name) === '_chat.txt')
  if (whatsApp) return whatsApp
  const texts = candidates.filter((file) => /\.txt$/i.test(file.name))
  if (texts.length === 1) return texts[0] ?? null
  if (texts.length === 0 && candidates.length === 1) return candidates[0] ?? null
  return null
}

function chatTextOfZip(bytes: Uint8Array): string {
  const files: UnzipFileInfo[] = []
  try {
    // The first pass only lists the files (the filter says no to all of them).
    unzipSync(bytes, {
      filter: (file) => {
        files.push(file)
        return false
      },
    })
  } catch {
    throw new UnknownExportFormatError({ code: 'zip_unreadable' })
  }
  const chat = pickChatFile(files)
  if (chat === null) {
    throw new UnknownExportFormatError({
      code: files.some((file) => /\.txt$/i.test(file.name)) ? 'zip_several_texts' : 'zip_no_chat',
    })
  }
  if (chat.originalSize > MAX_UNZIPPED_CHAT_BYTES) {
    throw new UnknownExportFormatError({
      code: 'zip_too_large',
      megabytes: MAX_UNZIPPED_CHAT_BYTES / (1024 * 1024),
    })
  }
  let unzipped: Uint8Array | undefined
  try {
    unzipped = unzipSync(bytes, { filter: (file) => file.name === chat.name })[chat.name]
  } catch {
    unzipped = undefined
  }
  if (unzipped === undefined) {
    throw new UnknownExportFormatError({ code: 'zip_unpack_failed' })
  }
  return decodeText(unzipped)
}

/**
 * What the cleaner reads of a chat export given as bytes: the chat's text
 * inside a .zip (told by its first bytes, not its name), else the bytes as they
 * are, for cleanExport to decode only what it needs. `fileName` only sharpens
 * the message when a file named .zip is not one.
 */
export function exportContent(bytes: Uint8Array, fileName?: string): Uint8Array | string {
  if (isZip(bytes)) return chatTextOfZip(bytes)
  if (fileName && /\.zip$/i.test(fileName)) {
    throw new UnknownExportFormatError({ code: 'not_a_zip' })
  }
  return bytes
}

/** The text of a chat export given as bytes: the chat inside a .zip, else the bytes decoded. */
export function exportBytesToText(bytes: Uint8Array, fileName?: string): string {
  const content = exportContent(bytes, fileName)
  return typeof content === 'string' ? content : decodeText(content)
}
