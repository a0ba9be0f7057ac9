// Reads the export from a file or, for "-", from standard input. A zipped
// export (WhatsApp on iPhone) is opened by the engine's exportBytesToText.

import { readFile } from 'node:fs/promises'
import { exportBytesToText } from '../analysis/import/read-export-bytes'
import { CliError } from './cli-error'

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return exportBytesToText(Buffer.concat(chunks))
}

export async function readInput(
  path: string,
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<string> {
  if (path === '-') return readStream(stdin)
  let bytes: Uint8Array
  try {
    bytes = await readFile(path)
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined
    if (code === 'ENOENT') throw new CliError(`No such file: ${path}`)
    if (code === 'EISDIR') throw new CliError(`${path} is a folder, not a chat export.`)
    throw new CliError(
      `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return exportBytesToText(bytes, path)
}
