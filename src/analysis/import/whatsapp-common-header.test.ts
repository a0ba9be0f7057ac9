// The common-layout reader may only ever agree with the general reader: every
// line it accepts, the general reader reads to the same fields.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeUtf8 } from './utf8'
import { readCommonHeader } from './whatsapp-common-header'
import { AM, NO_MERIDIEM, PM, WhatsAppHeader } from './whatsapp-header'

const FIELDS = [
  'first',
  'second',
  'third',
  'firstDigits',
  'thirdDigits',
  'monthWord',
  'hasYear',
  'dateSeparator',
  'hour',
  'minute',
  'meridiem',
  'capitalMeridiem',
  'bracketed',
  'timeFirst',
  'seconds',
  'colonEnd',
  'nativeDigits',
  'impossible',
  'bodyStart',
] as const

function fields(header: WhatsAppHeader) {
  return Object.fromEntries(FIELDS.map((field) => [field, header[field]]))
}

function common(line: string): WhatsAppHeader | null {
  const header = new WhatsAppHeader()
  return readCommonHeader(header, encodeUtf8(line), 0) ? header : null
}

function general(line: string): WhatsAppHeader | null {
  const header = new WhatsAppHeader()
  return header.readBytes(encodeUtf8(line), 0) ? header : null
}

describe('readCommonHeader', () => {
  it('reads the layouts nearly every export uses, as the general reader does', () => {
    const lines = [
      '31/12/23, 21:15 - Anna: hi',
      '12/31/23, 9:15 PM - Anna: hi',
      '12/31/23, 9:15\u202fAM - Anna: hi',
      '12/31/23, 12:05\u00a0PM - Anna: hi',
      '[31/12/2023, 21:15:04] Anna: hi',
      '[1/2/24, 9:05:33 PM] Anna: hi',
      '31.12.23 21:15 - Anna: hi',
      '2023-12-31, 21:15 - Anna: hi',
      '31-12-2023 00:00 - Anna: hi',
    ]
    for (const line of lines) {
      const read = common(line)
      expect(read, line).not.toBeNull()
      expect(fields(read as WhatsAppHeader), line).toEqual(fields(general(line) as WhatsAppHeader))
    }
    expect(common('12/31/23, 9:15 PM - Anna: hi')).toMatchObject({
      meridiem: PM,
      capitalMeridiem: true,
    })
    expect(common('31/12/23, 21:15 - Anna: hi')).toMatchObject({ meridiem: NO_MERIDIEM })
    expect(common('[1/2/24, 9:05:33\u202fAM] Anna: hi')).toMatchObject({ meridiem: AM })
  })

  it('gives every other line back to the general reader', () => {
    const lines = [
      'see you later',
      '2) and then',
      '31/12/23, 12:05\u00a0a.\u00a0m. - Ana: hola',
      '12/31/23, 9:15 pm - Anna: hi',
      '3/18/2565 BE, 14:56 - Anna: hi',
      '3/18/2565, 14:56 - Anna: hi',
      '[١٨/٣/٢٠٢٢، ٢:٥٦:٠٠ م] Elon: hi',
      '[14:56:01, 3/18/22] Anna: hi',
      '19:23, 28 Aug 2013 - Anna: hi',
      'Mar 5, 8:11 PM - Anna: hi',
      '31/12/23, 25:10 - Anna: hi',
      '12/31/23, 13:37 AM - Anna: hi',
      '31/12/23, 21:75 - Anna: hi',
      '\u200e31/12/23, 21:15 - Anna: hi',
      '31/12/23, 21.15 - Anna: hi',
      '2022/12/14, 13:34. - Anna: hi',
      '31/12/23,  21:15 - Anna: hi',
      '31/12/23, 21:15: Anna: hi',
      '[31/12/2023, 21:15:04]: Anna: hi',
    ]
    for (const line of lines) expect(common(line), line).toBeNull()
  })

  it('never reads a line otherwise than the general reader', () => {
    const digits = (max: number) => fc.integer({ min: 0, max }).map(String)
    const piece = fc.oneof(
      digits(9),
      digits(99),
      digits(9999),
      digits(99999),
      fc.constantFrom('0', '00', '٣', 'R4', 'H30'),
      fc.constantFrom('/', '.', '-', ', ', ',', ' ', '  ', ':', '] ', ' - ', ' -', ']', '[', ': '),
      fc.constantFrom(' AM', ' PM', '\u202fAM', '\u00a0PM', ' am', ' a.m.', ' A M', 'AM', ' PM.'),
      fc.constantFrom(' BE', '\u200e', '\u202f', 'Anna: hi', 'Mar', ' in the morning'),
    )
    let accepted = 0
    // Mostly the part a common header has there, sometimes any piece at all.
    const mostly = (valid: fc.Arbitrary<string>) =>
      fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: piece, weight: 1 })
    const twoDigits = digits(60).map((m) => m.padStart(2, '0'))
    const layout = fc.oneof(
      fc
        .tuple(
          fc.boolean(),
          mostly(digits(31)),
          mostly(fc.constantFrom('/', '.', '-')),
          mostly(digits(12)),
          mostly(fc.constantFrom('/', '.', '-')),
          mostly(fc.oneof(digits(99), digits(2600))),
          mostly(fc.constantFrom(', ', ' ')),
          mostly(digits(25)),
          mostly(fc.constant(':')),
          mostly(twoDigits),
          mostly(
            fc.oneof(
              fc.constant(''),
              twoDigits.map((s) => `:${s}`),
            ),
          ),
          mostly(fc.constantFrom('', ' AM', '\u202fPM', '\u00a0AM')),
          mostly(fc.constantFrom(' - ', '] ')),
        )
        .map(([bracketed, ...parts]) => `${bracketed ? '[' : ''}${parts.join('')}Anna: hi`),
      fc.array(piece, { maxLength: 14 }).map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(layout, (line) => {
        const read = common(line)
        if (read === null) return
        accepted++
        const reference = general(line)
        expect(reference, line).not.toBeNull()
        expect(fields(read), line).toEqual(fields(reference as WhatsAppHeader))
      }),
      { numRuns: 20_000 },
    )
    // The generator reaches the accepting paths often enough for the comparison to mean something.
    expect(accepted).toBeGreaterThan(300)
  })
})
