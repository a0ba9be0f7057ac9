// Reads the export from a file or, for "-", from standard input, as bytes, and
// hands them on as they are: the cleaner decodes only what it needs (a WhatsApp
// export is read as bytes, never decoded whole). Only a zip (or a file named
// .zip) is turned into text here, and only it loads the unzipping reader: plain
// text skips loading fflate, which would cost every run ~10 ms of start-up.
// `clean` reads a file in pieces (openInput): the cleaner asks for more as it goes.

import { closeSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import type { ReadInto } from '#src/analysis/import/clean-whatsapp'
import { PIECE_BYTES } from '#src/analysis/import/clean-whatsapp'
import { isZip } from '#src/analysis/import/decode-text'
import { CliError } from './cli-error'

export interface Input {
  /** The file's bytes; the chat's text for a zip. */
  content: Uint8Array | string
  /** The year the file was last written: WhatsApp leaves the export year out of its own dates. */
  exportYear?: number
}

/** A file opened to be read in pieces: its first bytes, its length, and a reader for the rest. */
export interface InputPieces {
  first: Uint8Array
  byteLength: number
  read: ReadInto
  exportYear: number
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

function cannotRead(path: string, error: unknown): CliError {
  const code = error instanceof Error && 'code' in error ? error.code : undefined
  if (code === 'ENOENT') return new CliError(`No such file: ${path}`)
  if (code === 'EISDIR') return new CliError(`${path} is a folder, not a chat export.`)
  return new CliError(
    `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
  )
}

function readBytes(path: string): { bytes: Uint8Array; exportYear: number } {
  try {
    return { bytes: readFileSync(path), exportYear: statSync(path).mtime.getFullYear() }
  } catch (error) {
    throw cannotRead(path, error)
  }
}

async function unzipped(bytes: Uint8Array, fileName?: string): Promise<Uint8Array | string> {
  if (!isZip(bytes) && !(fileName && /\.zip$/i.test(fileName))) return bytes
  const { exportContent } = await import('#src/analysis/import/read-export-bytes')
  return exportContent(bytes, fileName)
}

/**
 * Standard input is only touched for "-": `process.stdin` loads Node's streams
 * on first use, ~15 ms of a command that reads a file.
 */
export async function readInput(path: string, stdin?: NodeJS.ReadableStream): Promise<Input> {
  if (path === '-') return { content: await unzipped(await readStream(stdin ?? process.stdin)) }
  const { bytes, exportYear } = readBytes(path)
  return { content: await unzipped(bytes, basename(path)), exportYear }
}

/**
 * The input for `clean`: a plain file is opened to be read in pieces, one
 * buffer of about a megabyte read into again and again (a 10 MB export is never
 * held whole: fresh memory costs more than reading); a zip and standard input
 * are read whole, as readInput does. `close` closes the file, if one is open.
 */
export async function openInput(
  path: string,
  stdin?: NodeJS.ReadableStream,
): Promise<{ input: Input | InputPieces; close: () => void }> {
  if (path === '-') return { input: await readInput(path, stdin), close: () => {} }
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch (error) {
    throw cannotRead(path, error)
  }
  const close = () => closeSync(fd)
  try {
    const stat = fstatSync(fd)
    if (stat.isDirectory()) throw cannotRead(path, Object.assign(new Error(), { code: 'EISDIR' }))
    const read: ReadInto = (into, at, length) => {
      try {
        return readSync(fd, into, at, length, null)
      } catch (error) {
        throw cannotRead(path, error)
      }
    }
    const first = new Uint8Array(Math.min(stat.size, PIECE_BYTES))
    let filled = 0
    while (filled < first.length) {
      const got = read(first, filled, first.length - filled)
      if (got === 0) break
      filled += got
    }
    const exportYear = stat.mtime.getFullYear()
    const name = basename(path)
    if (isZip(first) || /\.zip$/i.test(name)) {
      const whole = readFileSync(fd)
      const bytes = new Uint8Array(filled + whole.length)
      bytes.set(first.subarray(0, filled))
      bytes.set(whole, filled)
      return { input: { content: await unzipped(bytes, name), exportYear }, close }
    }
    return {
      input: { first: first.subarray(0, filled), byteLength: stat.size, read, exportYear },
      close,
    }
  } catch (error) {
    close()
    throw error
  }
}
