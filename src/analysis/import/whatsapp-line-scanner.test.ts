// The line scanner (WebAssembly) reads a line only where the JavaScript would read
// it the same way: a file cleaned in pieces with it and without it gives the same
// text and says the same, whatever its lines, and the module does read the
// common lines (it is not quietly handing every line back).

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanInPieces as outcome } from '../testing/file-in-pieces'
import { MessageColumns } from './message-columns'
import { LineScanner } from './whatsapp-line-scanner'

function scannerFor(test: string): LineScanner {
  const scanner = LineScanner.create()
  if (scanner === null) throw new Error(`${test}: WebAssembly is not available`)
  return scanner
}

// Pieces of lines chosen to sit on every edge the module decides on: header layouts it reads
// and those it leaves (seconds, four-digit and Buddhist years, year first, times that do not
// exist), spaces before AM/PM, authors known and new, notices and texts that look like them,
// and further lines that may or may not start a header.
// A file's headers share one layout (whatsapp-layout.ts), so the dates and times come in groups of
// one layout each: a file mostly takes its own, and now and then a line of another, as a message
// quoted from another chat would.
const DATE_LAYOUTS = [
  ['3/4/21', '13/13/21', '0/4/21', '1/1/1', '31/12/23', '31/4/21', '29/2/23', '29/2/24', '3/17/21'],
  ['03/04/2021', '3/4/2566', '3/4/150'],
  ['31.12.23'],
  ['2023-12-31'],
  ['12-31-99'],
]
const TIME_LAYOUTS = [
  ['9:05', '09:05', '21:15', '24:00', '12:60', '7:5'],
  ['21:15:04'],
  ['9:05 AM', '12:00 AM', '0:10 PM', '13:00 PM', '9:05\u00a0PM', '9:05\u202fAM', '9:05 pm'],
]
const DATES = DATE_LAYOUTS.flat()
const TIMES = TIME_LAYOUTS.flat()
/** A chat's two authors: one a prefix of the other, emoji, marks, labels. */
const PAIRS: [string, string][] = [
  ['Anna', 'Ben Ode'],
  ['A', 'Anna'],
  ['Anna Anna', 'Anna'],
  ['María José 🌸✨', '\u202a+1 555 0100\u202c'],
  ['User 1', 'User 2'],
]
/** Now and then another spelling of the second author, someone else, or a notice's "author". */
const OTHERS = ['+1 555 0100', 'Ben\u200e', 'Chris', 'Messages and calls']
/** Dates that leave day and month open, so the clock's style decides the order. */
const AMBIGUOUS = ['3/4/21', '1/2/21', '4/3/21', '12/11/21']
const TEXTS = [
  'hi',
  '<Media omitted>',
  '\u200e<attached: photo>',
  '\u200eimage omitted',
  '\u200fMessages and calls are end-to-end encrypted.',
  'Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
  'Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt.',
  'Messages are fun',
  'You blocked this contact',
  'You are kind',
  'Disappearing messages were turned on.',
  'Anna created group "x"',
  'Anna is here',
  "Ben Ode changed this group's icon",
  'Then: what - now?',
  '',
  '✨ wow',
  'Did you?',
]
const FURTHER = [
  'and more',
  '2) later',
  '1. 👍🏽',
  '1. 2 things',
  '12:30 was fine',
  '123:4',
  '3/4 of it',
  '3/ 4 of it',
  '3.\u200e4',
  '28 Aug was fun',
  '28 august',
  'Mar 5, 8:11 PM - Anna: hi',
  'Mar 5 yes',
  'March. 5',
  'Did it',
  'Then',
  '٣/٤/٢١ ٩:٠٥ - Anna: hi',
  '۳/۴',
  '\u200e3/4/21, 9:05 - Anna: hi',
  '\u202aphone\u202c',
  '\u202a3/4/21, 9:05 - Anna: hi',
  '\ufeff3/4/21, 9:05 - Anna: hi',
  '3/\u200e4/21, 9:05 - Anna: hi',
  '28 Aug 2021, 9:05 - Anna: hi',
  '28 Aug 2021 at 9:05 - Anna: hi',
  '27\u200f/3\u200f/21, 9:05 - Anna: hi',
  '27\u200f/3/21 9:05 - Ben Ode: hi',
  '\ufeffbom',
  '[3/4/21, 9:05:00] Anna: hi',
  '[not a header',
  '❤️ you',
  '😂 haha',
  '- a list',
  '> quoted',
  'é',
  '\u00a0space',
  '',
]

/** The lines of one chat: its two authors, and day-month dates that tell the order or not. */
const linesArbitrary = fc
  .record({
    pair: fc.constantFrom(...PAIRS),
    ambiguous: fc.boolean(),
    bracketed: fc.boolean(),
    dates: fc.constantFrom(...DATE_LAYOUTS),
    times: fc.constantFrom(...TIME_LAYOUTS),
  })
  .chain(({ pair, ambiguous, bracketed, dates, times }) => {
    const own = <T>(mine: T[], all: T[]) =>
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...mine) },
        { weight: 1, arbitrary: fc.constantFrom(...all) },
      )
    const header = fc
      .record({
        bracketed: own([bracketed], [true, false]),
        date: ambiguous ? fc.constantFrom(...AMBIGUOUS) : own(dates, DATES),
        comma: fc.boolean(),
        time: own(times, TIMES),
        author: fc.oneof(
          { weight: 12, arbitrary: fc.constantFrom(...pair) },
          { weight: 1, arbitrary: fc.constantFrom(...OTHERS) },
        ),
        text: fc.constantFrom(...TEXTS),
      })
      .map(({ bracketed, date, comma, time, author, text }) => {
        const stamp = `${date}${comma ? ',' : ''} ${time}`
        return bracketed ? `[${stamp}] ${author}: ${text}` : `${stamp} - ${author}: ${text}`
      })
    const line = fc.oneof(
      { weight: 6, arbitrary: header },
      { weight: 3, arbitrary: fc.constantFrom(...FURTHER) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    )
    return fc.array(line, { minLength: 0, maxLength: 80 })
  })

describe('the line scanner', () => {
  it('cleans any file as the JavaScript does, however it is cut', () => {
    fc.assert(
      fc.property(
        linesArbitrary,
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 4 }),
        (lines, crlf, finalNewline, firstLength, reads) => {
          const end = crlf ? '\r\n' : '\n'
          const text = lines.join(end) + (finalNewline ? end : '')
          const bytes = new TextEncoder().encode(text)
          const withScanner = outcome(bytes, scannerFor('property'), firstLength, reads)
          expect(withScanner).toEqual(outcome(bytes, null, firstLength, reads))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('reads the common lines itself: a long chat goes back to the JavaScript a few times only', () => {
    const lines: string[] = []
    for (let i = 0; i < 6000; i++) {
      const minute = String(i % 60).padStart(2, '0')
      lines.push(
        `${(i % 28) + 1}/3/24, ${(i % 12) + 1}:${minute} PM - ${i % 3 ? 'Anna' : 'Ben 🌸'}: hi ${i}`,
      )
      if (i % 4 === 0) lines.push('Did you see', '2) this 😂')
    }
    const bytes = new TextEncoder().encode(`${lines.join('\n')}\n`)
    const scanner = scannerFor('count')
    const scan = scanner.scan.bind(scanner)
    let calls = 0
    scanner.scan = (counts, from) => {
      calls++
      return scan(counts, from)
    }
    const withScanner = outcome(bytes, scanner, 64 * 1024, [64 * 1024])
    expect(withScanner).toEqual(outcome(bytes, null, 64 * 1024, [64 * 1024]))
    expect(withScanner.summary?.messageCount).toBe(6000)
    // Four pieces, the first three headers and the two authors' first lines.
    expect(calls).toBeLessThan(15)
  })

  it('empties its staging columns into the chat when they are full', () => {
    const scanner = scannerFor('stage')
    scanner.load(new Uint8Array(8))
    const columns = new MessageColumns()
    for (let i = 0; i < 200; i++) {
      scanner.roomyStage(columns).push((i % 28) + 1, 3, 24, i % 24, i % 60, (i % 2) + 1)
    }
    scanner.flush(columns)
    expect(columns.length).toBe(200)
    expect(Array.from(columns.first.subarray(0, 30))).toEqual(
      Array.from({ length: 30 }, (_, i) => (i % 28) + 1),
    )
    expect(columns.minute[199]).toBe(199 % 60)
    expect(columns.firstMax).toBe(28)
  })
})
