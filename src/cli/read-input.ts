// Reads the export from a file or, for "-", from standard input, as bytes, and
// hands them on as they are: the cleaner decodes only what it needs (a WhatsApp
// export is read as bytes, never decoded whole). Only a zip (or a file named
// .zip) is turned into text here, and only it loads the unzipping reader: plain
// text skips loading fflate, which would cost every run ~10 ms of start-up.

import { readFileSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import { isZip } from '#src/analysis/import/decode-text'
import { CliError } from './cli-error'

export interface Input {
  /** The file's bytes; the chat's text for a zip. */
  content: Uint8Array | string
  /** The year the file was last written: WhatsApp leaves the export year out of its own dates. */
  exportYear?: number
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

function readBytes(path: string): { bytes: Uint8Array; exportYear: number } {
  try {
    return { bytes: readFileSync(path), exportYear: statSync(path).mtime.getFullYear() }
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined
    if (code === 'ENOENT') throw new CliError(`No such file: ${path}`)
    if (code === 'EISDIR') throw new CliError(`${path} is a folder, not a chat export.`)
    throw new CliError(
      `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

async function unzipped(bytes: Uint8Array, fileName?: string): Promise<Uint8Array | string> {
  if (!isZip(bytes) && !(fileName && /\.zip$/i.test(fileName))) return bytes
  const { exportContent } = await import('#src/analysis/import/read-export-bytes')
  return exportContent(bytes, fileName)
}

export async function readInput(
  path: string,
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<Input> {
  if (path === '-') return { content: await unzipped(await readStream(stdin)) }
  const { bytes, exportYear } = readBytes(path)
  return { content: await unzipped(bytes, basename(path)), exportYear }
}
