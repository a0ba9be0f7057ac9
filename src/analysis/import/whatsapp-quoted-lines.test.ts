// A WhatsApp message pasted into another sits on a line of its own, in the layout of the phone
// it was copied from: `[3:58 PM, 10/17/2019] Name: text` inside an Android export whose headers
// read `10/17/19, 3:59 PM - Name: `. A file's header layout is set by its own headers, so such a
// line is text of the message before it, not a message from a third person. Each reader path is
// held to this: the whole file and the file read in pieces.

import { describe, expect, it } from 'vitest'
import { cleanInPieces } from '../testing/file-in-pieces'
import { cleanWhatsApp } from './clean-whatsapp'

const lines = (...rows: string[]) => `${rows.join('\n')}\n`

interface Layout {
  name: string
  /** The header of a message on day `day` (1-28) of March 2024 at `hour`:`minute`, 24-hour. */
  header: (day: number, hour: number, minute: number) => string
}

const pad = (n: number) => String(n).padStart(2, '0')
const twelve = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}`
const meridiem = (hour: number) => (hour < 12 ? 'AM' : 'PM')

const LAYOUTS: Layout[] = [
  {
    name: 'Android, US 12-hour',
    header: (d, h, m) => `3/${d}/24, ${twelve(h)}:${pad(m)} ${meridiem(h)} - `,
  },
  {
    name: 'Android, day-first 24-hour',
    header: (d, h, m) => `${pad(d)}/03/2024, ${pad(h)}:${pad(m)} - `,
  },
  { name: 'Android, dots', header: (d, h, m) => `${pad(d)}.03.24, ${pad(h)}:${pad(m)} - ` },
  { name: 'Android, year first', header: (d, h, m) => `2024-03-${pad(d)} ${pad(h)}:${pad(m)} - ` },
  {
    name: 'iPhone, seconds',
    header: (d, h, m) => `[${pad(d)}/03/2024, ${pad(h)}:${pad(m)}:00] `,
  },
  {
    name: 'iPhone, US 12-hour',
    header: (d, h, m) => `[3/${d}/24, ${twelve(h)}:${pad(m)}:00\u202f${meridiem(h)}] `,
  },
  {
    name: 'copied on Android, time first',
    header: (d, h, m) => `[${twelve(h)}:${pad(m)} ${meridiem(h)}, 3/${d}/2024] `,
  },
  { name: 'copied, no seconds', header: (d, h, m) => `[${pad(d)}/03/2024, ${pad(h)}:${pad(m)}] ` },
  {
    name: 'month words',
    header: (d, h, m) => `Mar ${d}, 2024, ${twelve(h)}:${pad(m)} ${meridiem(h)} - `,
  },
  {
    name: 'Arabic digits',
    header: (d, h, m) =>
      `[${arabic(d)}\u200f/٣\u200f/٢٠٢٤\u060c ${arabic(twelve12(h))}:${arabic(m, 2)}:٠٠\u00a0${h < 12 ? 'ص' : 'م'}] `,
  },
]

function twelve12(hour: number): number {
  return hour % 12 === 0 ? 12 : hour % 12
}

function arabic(n: number, width = 1): string {
  return String(n)
    .padStart(width, '0')
    .replace(/\d/g, (digit) => String.fromCharCode(0x660 + Number(digit)))
}

/**
 * A two-person chat of `count` messages in `own`'s layout; the message at `quotedAt` holds a
 * message pasted from a chat in `quoted`'s layout, by `author`, on a line of its own.
 */
function chatWithQuote(
  own: Layout,
  quoted: Layout,
  count: number,
  quotedAt: number,
  author = 'Chris Someone',
): string {
  const rows: string[] = []
  for (let i = 0; i < count; i++) {
    const day = 1 + Math.floor(i / 10)
    rows.push(
      `${own.header(day, 9 + (i % 10), (7 * i) % 60)}${i % 2 ? 'Ben' : 'Anna Lee'}: hi ${i}`,
    )
    if (i === quotedAt) {
      rows.push(`${quoted.header(17, 15, 58)}${author}: did you see this?`, 'look at this')
    }
  }
  return lines(...rows)
}

describe('a message quoted from another chat', () => {
  it('is text of the message before it in every layout, never a third person', () => {
    // Someone else, or one of the two quoted from another chat: no message either way.
    for (const [own, quoted, author] of LAYOUTS.flatMap((own) =>
      LAYOUTS.flatMap((quoted) =>
        quoted === own
          ? []
          : [[own, quoted, 'Chris Someone'] as const, [own, quoted, 'Ben'] as const],
      ),
    )) {
      {
        const raw = chatWithQuote(own, quoted, 40, 12, author)
        const whole = cleanWhatsApp(raw)
        expect({ own: own.name, quoted: quoted.name, ...whole }).toMatchObject({
          own: own.name,
          quoted: quoted.name,
          senders: 2,
          messageCount: 40,
          unreadableLines: 0,
        })
        const bytes = new TextEncoder().encode(raw)
        // Read in pieces: the same text.
        const pieces = cleanInPieces(bytes, 300, [200])
        expect(pieces).toEqual({ summary: expect.anything(), text: whole.text })
      }
    }
  })

  it('is read as the file’s own layout even when the file starts with it', () => {
    const android = LAYOUTS[0]
    const copied = LAYOUTS[6]
    if (!android || !copied) throw new Error('layouts missing')
    const rest = chatWithQuote(android, copied, 30, 20)
    const raw = `${copied.header(17, 15, 58)}Chris Someone: did you see this?\n${rest}`
    const result = cleanWhatsApp(raw)
    expect(result).toMatchObject({ senders: 2, messageCount: 30, format: 'whatsapp-android' })
    expect(result.text).toBe(cleanWhatsApp(rest).text)
    const bytes = new TextEncoder().encode(raw)
    expect(cleanInPieces(bytes, 40, [64]).text).toBe(result.text)
  })
})
