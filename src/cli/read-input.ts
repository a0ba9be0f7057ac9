// Reads the export from a file or, for "-", from standard input.

import { readFile } from 'node:fs/promises'
import { CliError } from './cli-error'

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks).toString('utf8')
}

export async function readInput(
  path: string,
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<string> {
  if (path === '-') return readStream(stdin)
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined
    if (code === 'ENOENT') throw new CliError(`No such file: ${path}`)
    if (code === 'EISDIR') throw new CliError(`${path} is a folder, not a chat export.`)
    throw new CliError(
      `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
