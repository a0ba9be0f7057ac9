// Output for the commands; tests run the real process and read these streams.

import { closeSync, openSync, writeSync } from 'node:fs'
import { CliError } from './cli-error'

export function printOut(text: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()))
  })
}

/**
 * A line on standard error, written straight to its descriptor: `process.stderr`
 * would build Node's stream machinery on first use, a few milliseconds of a
 * `clean` that takes about a hundred (docs/decisions/014-cadence-clean-for-a-cold-process.md). A reader that set its
 * pipe non-blocking may refuse part of it (EAGAIN); the stream, which waits for
 * the pipe, then takes the rest.
 */
export function printNote(text: string): void {
  const bytes = Buffer.from(`${text}\n`)
  let at = 0
  try {
    while (at < bytes.length) at += writeSync(2, bytes, at)
  } catch {
    process.stderr.write(bytes.subarray(at))
  }
}

function cannotWrite(path: string, error: unknown): CliError {
  return new CliError(
    `Cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`,
  )
}

/** Where written pieces go; `end` finishes the output once every piece is written. */
export interface PieceOutput {
  write: (bytes: Uint8Array) => void
  end: () => Promise<void>
}

/**
 * A file written a piece at a time. It is created at the first piece, so a
 * command that fails before it has anything to write leaves no file behind.
 */
export function fileOutput(path: string): PieceOutput {
  let fd = -1
  return {
    write(bytes) {
      try {
        if (fd < 0) fd = openSync(path, 'w')
        for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at)
      } catch (error) {
        throw cannotWrite(path, error)
      }
    },
    async end() {
      if (fd < 0) fd = openSync(path, 'w')
      closeSync(fd)
    },
  }
}

/** Standard output: the pieces are copied (the writer reuses its buffer) and printed at the end. */
export function standardOutput(): PieceOutput {
  const pieces: Buffer[] = []
  return {
    write: (bytes) => pieces.push(Buffer.from(bytes)),
    end: () => printOut(Buffer.concat(pieces)),
  }
}
