// V8 compiles the engine's code as it runs it: in a fresh worker the first 10 MB export met a
// cold cleaner and a cold analysis, about twice as slow as compiled code
// (docs/decisions/015-time-to-insight-in-the-worker.md). While the reader picks a file, the
// worker runs small made-up chats through the same cleaner and analysis a few times, so the file
// meets compiled code. No word of any real chat is involved, and a file that arrives stops the
// warm-up after the round it is in.
//
// The made-up chats come in the layouts WhatsApp writes most (the day first on a 24-hour clock;
// the US 12-hour clock with its narrow no-break space, a phone number for a name and the
// encryption notice; iOS's bracketed time with seconds), and as the content-free text the
// offline cleaner and `cadence clean` write. Compiled on one layout alone, the cleaner's code met
// a file in another as code it had not seen, threw its compiled code away and compiled again, and
// that file was read slower than a cold one. The same holds for the analysis: each chat crosses
// a new year and has replies more than a day apart, paths every real chat of some length takes.

import { analyzeCleanedChatInSteps } from '#src/analysis/analyze'
import { cleanExport, cleanExportToChat } from '#src/analysis/import/clean-export'
import { seeded } from '#src/analysis/seeded'

/** Rounds of the made-up chats, each its own task, so a file waits for one round at most. */
export const WARM_UP_ROUNDS = 16
const WARM_UP_MESSAGES = 2_000

export const WARM_UP_LAYOUTS = ['day-first', 'us', 'ios'] as const
export type WarmUpLayout = (typeof WARM_UP_LAYOUTS)[number]
/** The warm-up's chats: WhatsApp's layouts, then the content-free text. */
export const WARM_UP_KINDS = [...WARM_UP_LAYOUTS, 'content-free'] as const

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

/** The header of a message at `d`, in `layout`, up to the name. */
function header(layout: WarmUpLayout, d: Date): string {
  const day = d.getUTCDate()
  const month = d.getUTCMonth() + 1
  const hour = d.getUTCHours()
  const minute = pad(d.getUTCMinutes())
  if (layout === 'us') {
    const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${minute}\u202f${hour < 12 ? 'AM' : 'PM'}`
    return `${month}/${day}/${String(d.getUTCFullYear()).slice(2)}, ${clock} - `
  }
  const date = `${pad(day)}/${pad(month)}/${d.getUTCFullYear()}`
  if (layout === 'ios') return `[${date}, ${pad(hour)}:${minute}:${pad(d.getUTCSeconds())}] `
  return `${date}, ${pad(hour)}:${minute} - `
}

/**
 * A two-person WhatsApp export of `messages` made-up lines in `layout` (see the top of this
 * file), with replies from seconds to days apart, the odd multi-line message and media line, so
 * the cleaner's and the analysis's usual paths all run.
 */
export function warmUpExport(messages: number, layout: WarmUpLayout = 'day-first'): Uint8Array {
  const names = layout === 'us' ? ['Ana Lima', '\u202a+1 555 010 0142\u202c'] : ['Ana', 'Ben']
  const lines: string[] = []
  // Late in the year: a chat of some length crosses into the next one.
  let time = Date.UTC(2023, 10, 20, 8, 0)
  if (layout === 'us')
    lines.push(
      `${header(layout, new Date(time))}Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.`,
    )
  const random = seeded(messages)
  let pace = 1
  let share = 0.5
  for (let i = 0; i < messages; i++) {
    // Busy and quiet spells, each side writing more in some: weeks differ as in real chats, so
    // the figures read from weeks take the values real chats give them.
    if (i % 50 === 0) {
      pace = 0.3 + random() * 2.7
      share = 0.3 + random() * 0.4
    }
    // Minutes to the next message: mostly quick replies, now and then hours or days.
    const step = i % 97 === 0 ? 2 * 24 * 60 : i % 13 === 0 ? 7 * 60 : 1 + ((i * 7919) % 90)
    time += Math.max(1, Math.round(step * pace)) * 60_000
    const writer = names[random() < share ? 0 : 1]
    const text = i % 37 === 0 ? '<Media omitted>' : `note ${i}`
    lines.push(`${header(layout, new Date(time))}${writer}: ${text}`)
    if (i % 29 === 0) lines.push('a second line')
  }
  lines.push('')
  return new TextEncoder().encode(lines.join('\n'))
}

/** The made-up exports of a warm-up, one per kind (WARM_UP_KINDS), taken in turn round by round. */
export function warmUpExports(): Uint8Array[] {
  const whatsApp = WARM_UP_LAYOUTS.map((layout) => warmUpExport(WARM_UP_MESSAGES, layout))
  const contentFree = new TextEncoder().encode(cleanExport(whatsApp[0] ?? new Uint8Array()).text)
  return [...whatsApp, contentFree]
}

/**
 * One round: the export's bytes through the cleaner and the analysis as the worker runs a file,
 * progress reports, first figures and the rest of the analysis included: a path the warm-up
 * never took met the file as code compiled without it, thrown away and compiled again.
 */
export function runWarmUpRound(bytes: Uint8Array, onProgress?: (fraction: number) => void): void {
  const { chat } = cleanExportToChat(bytes, { onProgress })
  analyzeCleanedChatInSteps(chat).complete()
}

/**
 * Runs the engine (or `run`) on the made-up exports `WARM_UP_ROUNDS` times, one round per task
 * and the layouts in turn, until `stopped()` says a real file has come. A failed round ends the
 * warm-up: it is an optimisation, never an error the reader sees.
 */
export async function warmUpEngine(
  stopped: () => boolean,
  {
    run = runWarmUpRound,
    nextTask = () => new Promise((resolve) => setTimeout(resolve, 0)),
  }: { run?: (bytes: Uint8Array) => void; nextTask?: () => Promise<void> } = {},
): Promise<number> {
  const exports = warmUpExports()
  let rounds = 0
  while (rounds < WARM_UP_ROUNDS) {
    await nextTask()
    if (stopped()) break
    try {
      run(exports[rounds % exports.length] ?? new Uint8Array())
    } catch {
      break
    }
    rounds++
  }
  return rounds
}
