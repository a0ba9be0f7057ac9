// The first-characters check may only turn away lines the general reader would
// read no header from: every line it refuses, the general reader refuses too,
// without calling the header impossible.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeUtf8 } from './utf8'
import { WhatsAppHeader } from './whatsapp-header'
import { mayStartHeader } from './whatsapp-header-start'

/** What the general reader makes of the line: 'header', 'impossible' or 'none'. */
function general(bytes: Uint8Array): 'header' | 'impossible' | 'none' {
  const header = new WhatsAppHeader()
  if (header.readBytes(bytes, 0)) return 'header'
  return header.impossible ? 'impossible' : 'none'
}

function expectAgreement(bytes: Uint8Array, label: string) {
  if (!mayStartHeader(bytes, 0)) expect(general(bytes), label).toBe('none')
}

/** Every layout the general reader's own tests read, and a few impossible ones. */
const HEADERS = [
  '31/12/23, 21:15 - Anna: hi',
  '12/31/23, 9:15 PM - Anna: hi',
  '[31/12/2023, 21:15:04] Anna: hi',
  '31.12.23 21:15 - Anna: hi',
  '2023. 12. 31. 21:15 - Anna: hi',
  '2022/12/14, 13:34. - John Doe: x',
  '[\u200f18\u200f/3\u200f/2022\u060c 14:56:01] Elon: hi',
  '\u200e[18/3/2022, 14:56:01] Elon: hi',
  '18/\u200f3/\u200f2022, 14:56 - Elon: hi',
  '\ufeff31/12/23, 21:15 - Anna: hi',
  '[١٨\u200f/٣\u200f/٢٠٢٢\u060c ٢:٥٦:٠٠\u00a0م] Dmitry: hi',
  '١٨/٣/٢٠٢٢، ٩:٠٥ - Dmitry: hi',
  '۱۸/۳/۲۰۲۲، ۹:۰۵ - Dmitry: hi',
  '[14:56:01, 3/18/22] Musk Elon: hi',
  '19:23, 28 Aug 2013 - A: x',
  '[3/18/2565 BE, 14:56:01] A: x',
  '[3/18/R4, 14:56:01] A: x',
  'Mar 5, 8:11 PM - A: x',
  'Sept. 5, 8:11 PM - A: x',
  'Dec 31, 2012, 11:59 PM - A: x',
  '18 Mar 12:14 - A: x',
  '28 Aug 2013, 19:23 - A: x',
  '31/12/23, 25:15 - A: x',
  '[11/10/22 0:37:00 p.m.] A: x',
]

describe('mayStartHeader', () => {
  it('lets every header through, and every impossible one', () => {
    for (const line of HEADERS) {
      const bytes = encodeUtf8(line)
      expect(general(bytes), line).not.toBe('none')
      expect(mayStartHeader(bytes, 0), line).toBe(true)
    }
  })

  it("turns away a message's usual further lines by their first characters", () => {
    for (const line of [
      'Also tomorrow',
      'Mom 5 minutes',
      'March is long',
      'Maybe. Later',
      '1. tomorrow',
      '2) the train',
      '12 more minutes',
      '2023 was long',
      '1/ first',
      '❤️ you',
      '😂 ok',
      'おはよう',
      'Éclair',
      '- a list',
      '> quoted',
      'and the rest',
      '',
    ]) {
      const bytes = encodeUtf8(line)
      expect(mayStartHeader(bytes, 0), line).toBe(false)
      expect(general(bytes), line).toBe('none')
    }
  })

  it('reads from the given position, not from the start of the bytes', () => {
    const bytes = encodeUtf8('Also tomorrow\n31/12/23, 21:15 - Anna: hi')
    expect(mayStartHeader(bytes, 0)).toBe(false)
    expect(mayStartHeader(bytes, 14)).toBe(true)
  })

  it('never refuses a line the general reader reads or calls impossible (generated lines)', () => {
    const piece = fc.oneof(
      fc.integer({ min: 0, max: 2600 }).map(String),
      fc.constantFrom('٣', '١٨', '۱۸', '٢٠٢٢', 'R4', 'H30', ' BE'),
      fc.constantFrom('/', '.', '-', ', ', ',', ' ', '  ', ':', '[', ']', '] ', ' - ', '. ', ') '),
      fc.constantFrom('\u060c', '\u00a0', '\u202f', '\u200e', '\u200f', '\u202b', '\ufeff'),
      fc.constantFrom('\u2066', '\u2000', '\u200d', '\ufffd'),
      fc.constantFrom('Mar', 'Sept', 'May', 'Aug', 'December', 'Ma', 'Mon', 'Mom', 'Also', 'Did'),
      fc.constantFrom(' AM', ' PM', ' p.m.', ' in the morning', 'Anna: hi', 'tomorrow'),
      fc.constantFrom('❤️', '😂', 'É', 'ß', 'ص', 'م', 'お', 'a', 'x', ')', '>', '*'),
    )
    const line = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(line, (text) => {
        expectAgreement(encodeUtf8(text), JSON.stringify(text))
      }),
      { numRuns: 20_000 },
    )
  })

  it('never refuses a header on any bytes, broken UTF-8 included', () => {
    const headerBytes = fc.constantFrom(...HEADERS).map((line) => encodeUtf8(line))
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 24 }),
      // A header with its first bytes changed or cut.
      fc
        .tuple(headerBytes, fc.uint8Array({ maxLength: 4 }), fc.nat({ max: 6 }))
        .map(([header, start, cut]) => Uint8Array.from([...start, ...header.subarray(cut)])),
    )
    fc.assert(
      fc.property(bytes, (line) => {
        expectAgreement(line, Array.from(line).join(','))
      }),
      { numRuns: 20_000 },
    )
  })
})
