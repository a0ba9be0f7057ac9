// Cleaning any well-formed export and parsing the result with the engine's own
// parser gives back every message's minute and sender.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseChat } from '../parse'
import { cleanExport } from './clean-export'
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
