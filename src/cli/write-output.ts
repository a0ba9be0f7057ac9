// Output for the commands; tests run the real process and read these streams.

import { writeFile } from 'node:fs/promises'
import { CliError } from './cli-error'

export function printOut(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()))
  })
}

export function printNote(text: string): void {
  process.stderr.write(`${text}\n`)
}

export async function writeTextFile(path: string, text: string): Promise<void> {
  try {
    await writeFile(path, text, 'utf8')
  } catch (error) {
    throw new CliError(
      `Cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
