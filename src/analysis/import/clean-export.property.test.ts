// Cleaning any well-formed export and parsing the result with the engine's own
// parser gives back every message's minute and sender.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseChat } from '../parse'
import { fileInPieces as pieces } from '../testing/file-in-pieces'
import { cleanExport, cleanExportInPieces, cleanExportToChat } from './clean-export'
import { cleanWhatsApp, cleanWhatsAppPieces } from './clean-whatsapp'
import { OnlyOneWriterError } from './import-errors'

const MINUTE = 60_000
const EPOCH_2000 = Date.UTC(2000, 0, 1)
const NAMES = ['Anna', 'Ben Ode', '\u202a+1 555 0100\u202c', 'Zoë']
const WORDS = ['hi', 'ok', 'see you', 'haha', '🙂', '<Media omitted>', 'what: now?', 'a - b']

interface Layout {
  ios: boolean
  twelveHour: boolean
  dayFirst: boolean
  separator: '/' | '.' | '-'
  fourDigitYear: boolean
  seconds: boolean
  crlf: boolean
}

interface Message {
  minute: number
  sender: 0 | 1
  body: string[]
}

const pad = (n: number) => String(n).padStart(2, '0')

function header(at: Date, layout: Layout): string {
  const day = at.getUTCDate()
  const month = at.getUTCMonth() + 1
  const year = layout.fourDigitYear ? String(at.getUTCFullYear()) : pad(at.getUTCFullYear() % 100)
  const [a, b] = layout.dayFirst ? [day, month] : [month, day]
  const date = [a, b, year].join(layout.separator)
  const hour = at.getUTCHours()
  const hourText = layout.twelveHour ? String(hour % 12 === 0 ? 12 : hour % 12) : pad(hour)
  const meridiem = layout.twelveHour ? `\u202f${hour < 12 ? 'AM' : 'PM'}` : ''
  const time = `${hourText}:${pad(at.getUTCMinutes())}${layout.seconds ? ':07' : ''}${meridiem}`
  return layout.ios ? `[${date}, ${time}] ` : `${date}, ${time} - `
}

function render(messages: Message[], names: [string, string], layout: Layout): string {
  const end = layout.crlf ? '\r\n' : '\n'
  return messages
    .map((m) => {
      const at = new Date(EPOCH_2000 + m.minute * MINUTE)
      return `${header(at, layout)}${names[m.sender]}: ${m.body.join(end)}`
    })
    .join(end)
}

const layoutArbitrary: fc.Arbitrary<Layout> = fc.record({
  ios: fc.boolean(),
  twelveHour: fc.boolean(),
  dayFirst: fc.boolean(),
  separator: fc.constantFrom('/' as const, '.' as const, '-' as const),
  fourDigitYear: fc.boolean(),
  seconds: fc.boolean(),
  crlf: fc.boolean(),
})

/** Minutes since 2000-01-01, in time order, all inside 2000-2099. */
const messagesArbitrary: fc.Arbitrary<Message[]> = fc
  .tuple(
    fc.integer({ min: 0, max: 80 * 365 * 1440 }),
    fc.array(
      fc.record({
        gap: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 90 * 1440 })),
        sender: fc.constantFrom(0 as const, 1 as const),
        body: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 60 },
    ),
  )
  .map(([start, rows]) => {
    let minute = start
    return rows.map((row) => {
      minute += row.gap
      return { minute, sender: row.sender, body: row.body }
    })
  })

describe('cleanExport then parseChat', () => {
  it('keeps every timestamp (to the minute) and sender of a WhatsApp export', () => {
    fc.assert(
      fc.property(
        messagesArbitrary,
        layoutArbitrary,
        fc.shuffledSubarray(NAMES, { minLength: 2, maxLength: 2 }),
        (messages, layout, names) => {
          const raw = render(messages, [names[0] ?? 'A', names[1] ?? 'B'], layout)
          if (new Set(messages.map((m) => m.sender)).size === 1) {
            expect(() => cleanExport(raw)).toThrow(OnlyOneWriterError)
            return
          }
          const cleaned = cleanExport(raw, { dateOrder: layout.dayFirst ? 'dmy' : 'mdy' })
          const parsed = parseChat(cleaned.text)
          const firstSender = messages[0]?.sender ?? 0
          expect(Array.from(parsed.minutes)).toEqual(messages.map((m) => m.minute))
          expect(Array.from(parsed.sender)).toEqual(
            messages.map((m) => (m.sender === firstSender ? 0 : 1)),
          )
          expect(cleaned.text).not.toMatch(/Anna|Ben|Zoë|555|hi|ok|Media/)
        },
      ),
      { numRuns: 300 },
    )
  })
})

/** A file read in pieces: its first `firstLength` bytes, then reads of the given sizes in turn. */

/** A Telegram Desktop export of two messages: a format the cleaner reads whole, as text. */
const TELEGRAM = JSON.stringify({
  name: 'Anna',
  type: 'personal_chat',
  messages: [
    {
      id: 1,
      type: 'message',
      date: '2024-01-02T10:00:00',
      from: 'Anna',
      from_id: 'user1',
      text: 'hi',
    },
    {
      id: 2,
      type: 'message',
      date: '2024-01-02T10:05:00',
      from: 'Ben',
      from_id: 'user2',
      text: 'ok',
    },
  ],
})

describe('cleaning a file read in pieces', () => {
  it('writes the same text and says the same as cleaning it whole, however it is cut', () => {
    fc.assert(
      fc.property(
        messagesArbitrary,
        layoutArbitrary,
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1, maxLength: 5 }),
        (messages, layout, byteOrderMark, cut, readSizes) => {
          const raw = render(messages, ['Anna', 'Zoë 🌸'], layout)
          const options = { dateOrder: layout.dayFirst ? ('dmy' as const) : ('mdy' as const) }
          const { text, ...summary } = cleanWhatsApp(raw, options)
          const bytes = new TextEncoder().encode(byteOrderMark ? `\ufeff${raw}` : raw)
          const firstLength = Math.max(1, Math.floor(cut * bytes.length))
          const file = pieces(bytes, firstLength, readSizes)
          const start = byteOrderMark && firstLength >= 3 ? 3 : 0
          if (start === 0 && byteOrderMark) return
          const read = cleanWhatsAppPieces(
            file.first,
            start,
            bytes.length,
            file.read,
            file.write,
            options,
          )
          expect(read).toEqual(summary)
          expect(file.text()).toBe(text)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('reads a short file, or one of another format, whole at the front door', () => {
    const raw = render(
      [
        { minute: 10, sender: 0, body: ['hi'] },
        { minute: 12, sender: 1, body: ['ok'] },
      ],
      ['Anna', 'Ben Ode'],
      {
        ios: false,
        twelveHour: false,
        dayFirst: true,
        separator: '/',
        fourDigitYear: false,
        seconds: false,
        crlf: false,
      },
    )
    for (const text of [raw, TELEGRAM]) {
      const bytes = new TextEncoder().encode(text)
      const { text: whole, ...summary } = cleanExport(bytes, { timeZone: 'UTC' })
      const file = pieces(bytes, 5, [3])
      expect(
        cleanExportInPieces(file.first, bytes.length, file.read, file.write, { timeZone: 'UTC' }),
      ).toEqual(summary)
      expect(file.text()).toBe(whole)
    }
  })

  it('keeps reading a line longer than its buffer, in a file long enough to be read in pieces', () => {
    const messages: Message[] = Array.from({ length: 600 }, (_, i) => ({
      minute: i * 7,
      sender: (i % 3 === 0 ? 1 : 0) as 0 | 1,
      body: i === 450 ? ['x'.repeat(40_000), '2) and a second line'] : ['ok'],
    }))
    const layout: Layout = {
      ios: true,
      twelveHour: true,
      dayFirst: true,
      separator: '.',
      fourDigitYear: true,
      seconds: true,
      crlf: true,
    }
    const raw = render(messages, ['Anna', 'Ben Ode'], layout)
    const bytes = new TextEncoder().encode(raw)
    const { text, ...summary } = cleanExport(bytes)
    const file = pieces(bytes, 16_384, [1000, 4096])
    expect(cleanExportInPieces(file.first, bytes.length, file.read, file.write)).toEqual(summary)
    expect(file.text()).toBe(text)
    expect(summary.messageCount).toBe(600)
  })
})

describe('cleaning straight into the chat the analysis reads', () => {
  /** What cleaning to text and parsing that text gives. */
  function throughText(input: string | Uint8Array, options = {}) {
    const { text, ...cleaned } = cleanExport(input, options)
    return { chat: parseChat(text), cleaned }
  }
  const plain = (chat: ReturnType<typeof parseChat>) => ({
    minutes: Array.from(chat.minutes.subarray(0, chat.length)),
    sender: Array.from(chat.sender.subarray(0, chat.length)),
    length: chat.length,
  })

  it('gives the chat and summary the content-free text would', () => {
    fc.assert(
      fc.property(messagesArbitrary, layoutArbitrary, (messages, layout) => {
        if (new Set(messages.map((m) => m.sender)).size === 1) return
        const bytes = new TextEncoder().encode(render(messages, ['Anna', 'Zoë 🌸'], layout))
        const options = { dateOrder: layout.dayFirst ? ('dmy' as const) : ('mdy' as const) }
        const direct = cleanExportToChat(bytes, options)
        const expected = throughText(bytes, options)
        expect(direct.cleaned).toEqual(expected.cleaned)
        expect(plain(direct.chat)).toEqual(plain(expected.chat))
      }),
      { numRuns: 300 },
    )
  })

  it('sorts, leaves out dates that do not exist, keeps labels, and parses other formats', () => {
    const unsorted = [
      '02/05/24, 10:00 - Ben: later line first',
      '01/05/24, 09:00 - Anna: hi',
      '31/04/24, 09:30 - Anna: no such day',
      '01/05/24, 09:00 - Ben: same minute, after Anna',
      '01/05/24, 21:15 - Anna: ok',
    ].join('\n')
    const labelled = ['01/02/24, 10:00 - User 2: hi', '01/02/24, 10:05 - User 1: ok'].join('\n')
    for (const text of [unsorted, labelled, TELEGRAM]) {
      const bytes = new TextEncoder().encode(text)
      const options = { timeZone: 'UTC', dateOrder: 'dmy' as const }
      const direct = cleanExportToChat(bytes, options)
      const expected = throughText(bytes, options)
      expect(direct.cleaned, text).toEqual(expected.cleaned)
      expect(plain(direct.chat), text).toEqual(plain(expected.chat))
      // A string goes through the text.
      expect(plain(cleanExportToChat(text, options).chat)).toEqual(plain(expected.chat))
    }
    const sorted = cleanExportToChat(new TextEncoder().encode(unsorted), { dateOrder: 'dmy' })
    expect(sorted.cleaned).toMatchObject({ messageCount: 4, unreadableLines: 1 })
    // Ben wrote first, so he is User 1 (0); the two 09:00 messages keep their file order.
    expect(Array.from(sorted.chat.sender)).toEqual([1, 0, 1, 0])
  })
})
