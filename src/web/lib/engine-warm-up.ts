// V8 compiles the engine's code as it runs it: in a fresh worker the first 10 MB export met a
// cold cleaner and a cold analysis, about twice as slow as compiled code (docs/benchmarks.md,
// "Time to insight"). While the reader picks a file, the worker runs a small made-up chat through
// the same cleaner and analysis a few times, so the file meets compiled code. No word of any real
// chat is involved, and a file that arrives stops the warm-up after the round it is in.

import { analyzeCleanedChat } from '#src/analysis/analyze'
import { cleanExportToChat } from '#src/analysis/import/clean-export'

/** Rounds of the made-up chat, each its own task, so a file waits for one round at most. */
export const WARM_UP_ROUNDS = 5
const WARM_UP_MESSAGES = 2_000

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

/**
 * A two-person WhatsApp Android export of `messages` made-up lines (dd/mm/yyyy, hh:mm - Name:
 * text), with replies from seconds to days apart and the odd multi-line message, so the
 * cleaner's and the analysis's usual paths all run.
 */
export function warmUpExport(messages: number): Uint8Array {
  const lines: string[] = []
  let time = Date.UTC(2024, 0, 1, 8, 0)
  for (let i = 0; i < messages; i++) {
    // Minutes to the next message: mostly quick replies, now and then hours or days.
    const step = i % 97 === 0 ? 2 * 24 * 60 : i % 13 === 0 ? 7 * 60 : 1 + ((i * 7919) % 90)
    time += step * 60_000
    const d = new Date(time)
    const date = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
    const writer = (i * 5) % 7 < 4 ? 'Ana' : 'Ben'
    lines.push(`${date}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} - ${writer}: note ${i}`)
    if (i % 29 === 0) lines.push('a second line')
  }
  lines.push('')
  return new TextEncoder().encode(lines.join('\n'))
}

/** One round: the export's bytes through the cleaner and the analysis, as the worker runs a file. */
const runEngine = (bytes: Uint8Array) => {
  analyzeCleanedChat(cleanExportToChat(bytes).chat)
}

/**
 * Runs the engine (or `run`) on the made-up export `WARM_UP_ROUNDS` times, one round per task,
 * until `stopped()` says a real file has come. A failed round ends the warm-up: it is an
 * optimisation, never an error the reader sees.
 */
export async function warmUpEngine(
  stopped: () => boolean,
  {
    run = runEngine,
    nextTask = () => new Promise((resolve) => setTimeout(resolve, 0)),
  }: { run?: (bytes: Uint8Array) => void; nextTask?: () => Promise<void> } = {},
): Promise<number> {
  const bytes = warmUpExport(WARM_UP_MESSAGES)
  let rounds = 0
  while (rounds < WARM_UP_ROUNDS) {
    await nextTask()
    if (stopped()) break
    try {
      run(bytes)
    } catch {
      break
    }
    rounds++
  }
  return rounds
}
