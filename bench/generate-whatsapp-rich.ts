// A raw Android WhatsApp export rich in what real chats are full of: display
// names with accents and emoji, emoji in and at the start of messages, long
// multi-line messages whose further lines start with capitals, digits or emoji,
// and the narrow no-break space before AM/PM. The cleaner's slow paths are the
// lines that are not plain ASCII; this input has many of them.

import { seededRandom } from './random'

const WORDS =
  'ok yes no maybe later tonight dinner love you see soon haha really what where when why how call me running late sounds good miss you home now train coffee tomorrow weekend movie work tired sleep morning café niño straße'.split(
    ' ',
  )
const EMOJI = ['😂', '❤️', '🙏', '😍', '🥰', '👍🏽', '🎉', '😭', '🔥', '🤷‍♀️', '🇧🇷', '✨']
const LINE_STARTS = [
  'Also',
  'Then',
  'OK',
  '1.',
  '2)',
  '- ',
  '* ',
  '😂',
  '❤️ ',
  '>',
  'Mom',
  'Did',
  'P.S.',
]
const NAMES = ['María José 🌸✨', 'Jean-Luc 🇫🇷 Müller']

function twelveHour(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60)
  const minute = minuteOfDay % 60
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}:${String(minute).padStart(2, '0')}\u202f${hour < 12 ? 'AM' : 'PM'}`
}

export function generateRichWhatsAppExport(targetBytes: number, seed = 11): string {
  const random = seededRandom(seed)
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T
  const words = (n: number) =>
    Array.from({ length: n }, () => (random() < 0.15 ? pick(EMOJI) : pick(WORDS))).join(' ')
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
    const roll = random()
    let body: string
    if (roll < 0.04) body = '<Media omitted>'
    else if (roll < 0.3) {
      const lines = [words(3 + Math.floor(random() * 6))]
      const more = 1 + Math.floor(random() * 6)
      for (let i = 0; i < more; i++)
        lines.push(`${pick(LINE_STARTS)} ${words(2 + Math.floor(random() * 7))}`)
      body = lines.join('\n')
    } else body = `${random() < 0.1 ? pick(EMOJI) : ''}${words(1 + Math.floor(random() * 9))}`
    const line = `${stamp} - ${NAMES[sender]}: ${body}\n`
    chunks.push(line)
    size += Buffer.byteLength(line)
  }
  return chunks.join('')
}
