// A raw Android WhatsApp export of a given size: US 12-hour clock with the
// narrow no-break space newer phones write, multi-line messages, media lines and
// a few notices — the shape the cleaner meets in the wild.

import { seededRandom } from './random'

const WORDS =
  'ok yes no maybe later tonight dinner love you see soon haha really what where when why how call me running late sounds good miss you home now train coffee tomorrow weekend movie work tired sleep morning'.split(
    ' ',
  )
const NAMES = ['Anna Lee', '\u202a+1 555 010 0199\u202c']

function twelveHour(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60)
  const minute = minuteOfDay % 60
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}:${String(minute).padStart(2, '0')}\u202f${hour < 12 ? 'AM' : 'PM'}`
}

/** What differs between the generated exports: who writes, and what a message says. */
export interface ExportShape {
  names: readonly string[]
  /** A message's text, from the line's roll in [0, 1) and the generator's random numbers. */
  body: (roll: number, random: () => number) => string
  /** How a line counts towards the target size: UTF-16 units or UTF-8 bytes. */
  size: (line: string) => number
}

/**
 * The timeline every generated export shares: mostly quick replies, sometimes a pause of up to
 * two hours (~2.5 years for 10 MB), the sender changing on 40 % of the lines.
 */
export function generateExport(targetBytes: number, random: () => number, shape: ExportShape) {
  const chunks: string[] = [
    '1/1/21, 9:00\u202fAM - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.\n',
  ]
  let size = chunks[0]?.length ?? 0
  let day = Date.UTC(2021, 0, 1) / 86_400_000
  let minute = 9 * 60
  let sender = 0
  while (size < targetBytes) {
    minute += random() < 0.9 ? Math.floor(random() * 6) : Math.floor(random() * 120)
    if (minute >= 1440) {
      day += Math.floor(minute / 1440)
      minute %= 1440
    }
    if (random() < 0.4) sender = 1 - sender
    const date = new Date(day * 86_400_000)
    const stamp = `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${String(date.getUTCFullYear()).slice(2)}, ${twelveHour(minute)}`
    const line = `${stamp} - ${shape.names[sender]}: ${shape.body(random(), random)}\n`
    chunks.push(line)
    size += shape.size(line)
  }
  return chunks.join('')
}

export function generateWhatsAppExport(targetBytes: number, seed = 7): string {
  const random = seededRandom(seed)
  const words = (n: number) =>
    Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ')
  return generateExport(targetBytes, random, {
    names: NAMES,
    body: (roll) =>
      roll < 0.05
        ? '<Media omitted>'
        : roll < 0.15
          ? `${words(6)}\n${words(4)}\n${words(3)}`
          : words(1 + Math.floor(random() * 8)),
    size: (line) => line.length,
  })
}
