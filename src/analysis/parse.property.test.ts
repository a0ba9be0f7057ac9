import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { daysFromCivil, daysInMonth, formatWallClock } from './calendar'
import { ChatFormatError, parseChat } from './parse'

const pad = (n: number) => String(n).padStart(2, '0')

const validLine = fc
  .record({
    year: fc.integer({ min: 0, max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    user: fc.constantFrom(1, 2),
  })
  .map((r) => ({ ...r, day: Math.min(r.day, daysInMonth(2000 + r.year, r.month)) }))

const lineText = (r: {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  user: number
}) =>
  `${pad(r.day)}/${pad(r.month)}/${pad(r.year)}, ${pad(r.hour)}:${pad(r.minute)} - User ${r.user}`

describe('parseChat properties', () => {
  it('never throws anything but ChatFormatError, whatever the input', () => {
    const noisyLine = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      validLine.map(lineText),
      validLine.chain((r) =>
        fc.integer({ min: 0, max: 30 }).map((cut) => lineText(r).slice(0, cut)),
      ),
      fc.constantFrom(
        '32/13/24, 25:61 - User 1',
        '00/00/00, 00:00 - User 0',
        '1/1/1, 1:1 - User 1',
      ),
    )
    fc.assert(
      fc.property(fc.array(noisyLine), fc.constantFrom('\n', '\r\n'), (lines, eol) => {
        try {
          const chat = parseChat(lines.join(eol))
          for (let i = 1; i < chat.length; i++)
            expect(chat.minutes[i]).toBeGreaterThanOrEqual(chat.minutes[i - 1] ?? 0)
        } catch (error) {
          expect(error).toBeInstanceOf(ChatFormatError)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('reads every valid line exactly, in time order', () => {
    fc.assert(
      fc.property(fc.array(validLine, { minLength: 1, maxLength: 50 }), (records) => {
        const chat = parseChat(records.map(lineText).join('\n'))
        const expected = records
          .map((r, i) => ({
            minute: daysFromCivil(2000 + r.year, r.month, r.day) * 1440 + r.hour * 60 + r.minute,
            sender: r.user - 1,
            i,
          }))
          .sort((a, b) => a.minute - b.minute || a.i - b.i)
        expect(Array.from(chat.minutes)).toEqual(expected.map((e) => e.minute))
        expect(Array.from(chat.sender)).toEqual(expected.map((e) => e.sender))
      }),
      { numRuns: 200 },
    )
  })
})

describe("the cleaner's own lines, read first as such", () => {
  // parseChat reads a line of the cleaner's layout ('dd/mm/yy, hh:mm - User N' and its newline)
  // by its fixed places; any other line goes to the general reader. A carriage return at the
  // end of every line sends every line to the general reader, and changes nothing else.
  const char = fc.constantFrom(...'0123456789/,: -User12\n'.split(''))
  const nearLine = fc.oneof(
    validLine.map(lineText),
    // Every field in its range or just past it: dates and times that do not exist.
    fc
      .record({
        day: fc.integer({ min: 0, max: 32 }),
        month: fc.integer({ min: 0, max: 13 }),
        year: fc.integer({ min: 0, max: 99 }),
        hour: fc.integer({ min: 0, max: 24 }),
        minute: fc.integer({ min: 0, max: 60 }),
        user: fc.integer({ min: 0, max: 3 }),
      })
      .map(lineText),
    validLine.chain((r) =>
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), char)
        .map(([at, c]) => `${lineText(r).slice(0, at)}${c}${lineText(r).slice(at + 1)}`),
    ),
    fc.array(char, { minLength: 20, maxLength: 26 }).map((cs) => cs.join('')),
    fc.string({ maxLength: 30 }),
  )
  const read = (text: string) => {
    try {
      const chat = parseChat(text)
      return { minutes: Array.from(chat.minutes), sender: Array.from(chat.sender) }
    } catch (error) {
      return { error: error instanceof ChatFormatError }
    }
  }

  it('reads them as the general reader does', () => {
    fc.assert(
      fc.property(fc.array(nearLine, { maxLength: 40 }), fc.boolean(), (lines, lastEnds) => {
        const end = lastEnds ? '\n' : ''
        expect(read(`${lines.join('\n')}${end}`)).toEqual(
          read(`${lines.join('\r\n')}${lastEnds ? '\r\n' : ''}`),
        )
      }),
      { numRuns: 1000 },
    )
  })
})

describe('time-zone independence', () => {
  // Clocks went forward in Europe at 02:00 on 26 March 2023 and in the US on 12 March 2023.
  const text = [
    '26/03/23, 01:59 - User 1',
    '26/03/23, 02:30 - User 2',
    '12/03/23, 02:15 - User 1',
  ].join('\n')
  const expected = [
    daysFromCivil(2023, 3, 12) * 1440 + 2 * 60 + 15,
    daysFromCivil(2023, 3, 26) * 1440 + 1 * 60 + 59,
    daysFromCivil(2023, 3, 26) * 1440 + 2 * 60 + 30,
  ]
  const original = process.env.TZ

  it.each(['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'])(
    'gives the same wall-clock minutes with TZ=%s',
    (zone) => {
      process.env.TZ = zone
      try {
        const chat = parseChat(text)
        expect(Array.from(chat.minutes)).toEqual(expected)
        expect(formatWallClock(chat.minutes[2] ?? 0)).toBe('2023-03-26T02:30')
        // A clock change never creates a negative or missing hour: 01:59 → 02:30 is 31 minutes.
        expect((chat.minutes[2] ?? 0) - (chat.minutes[1] ?? 0)).toBe(31)
      } finally {
        process.env.TZ = original
      }
    },
  )
})
