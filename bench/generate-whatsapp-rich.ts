// A raw Android WhatsApp export rich in what real chats are full of: display
// names with accents and emoji, emoji in and at the start of messages, long
// multi-line messages whose further lines start with capitals, digits or emoji,
// and the narrow no-break space before AM/PM. The cleaner's slow paths are the
// lines that are not plain ASCII; this input has many of them.

import { generateExport } from './generate-whatsapp'
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

export function generateRichWhatsAppExport(targetBytes: number, seed = 11): string {
  const random = seededRandom(seed)
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T
  const words = (n: number) =>
    Array.from({ length: n }, () => (random() < 0.15 ? pick(EMOJI) : pick(WORDS))).join(' ')
  return generateExport(targetBytes, random, {
    names: NAMES,
    body: (roll) => {
      if (roll < 0.04) return '<Media omitted>'
      if (roll < 0.3) {
        const lines = [words(3 + Math.floor(random() * 6))]
        const more = 1 + Math.floor(random() * 6)
        for (let i = 0; i < more; i++)
          lines.push(`${pick(LINE_STARTS)} ${words(2 + Math.floor(random() * 7))}`)
        return lines.join('\n')
      }
      return `${random() < 0.1 ? pick(EMOJI) : ''}${words(1 + Math.floor(random() * 9))}`
    },
    size: (line) => Buffer.byteLength(line),
  })
}
