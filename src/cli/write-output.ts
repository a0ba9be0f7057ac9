// Output for the commands; tests run the real process and read these streams.

import { writeFileSync } from 'node:fs'
import { CliError } from './cli-error'

export function printOut(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()))
  })
}

export function printNote(text: string): void {
  process.stderr.write(`${text}\n`)
}

/** Writes the whole text in one call: the content-free output is plain ASCII. */
export function writeTextFile(path: string, text: string): void {
  try {
    writeFileSync(path, text)
  } catch (error) {
    throw new CliError(
      `Cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
