import { describe, expect, it } from 'vitest'
import { AM, NO_MERIDIEM, PM, WhatsAppHeader } from './whatsapp-header'

function read(line: string): WhatsAppHeader | null {
  const header = new WhatsAppHeader()
  return header.read(line, 0) ? header : null
}

describe('WhatsAppHeader', () => {
  it('reads an Android 12-hour header and points at the author', () => {
    const line = '12/31/23, 9:15 PM - Anna: hi'
    const header = read(line)
    expect(header).toMatchObject({
      first: 12,
      second: 31,
      third: 23,
      hour: 9,
      minute: 15,
      meridiem: PM,
    })
    expect(header?.hour24()).toBe(21)
    expect(line.slice(header?.bodyStart)).toBe('Anna: hi')
  })

  it('reads an iOS header with brackets, a four-digit year and seconds', () => {
    const line = '[31/12/2023, 21:15:04] Anna: hi'
    const header = read(line)
    expect(header).toMatchObject({
      first: 31,
      second: 12,
      third: 2023,
      thirdDigits: 4,
      bracketed: true,
    })
    expect(header?.hour24()).toBe(21)
    expect(line.slice(header?.bodyStart)).toBe('Anna: hi')
  })

  it('reads "a. m." and "p. m." with no-break spaces as used by Spanish exports', () => {
    expect(read('31/12/23, 12:05\u00a0a.\u00a0m. - Ana: hola')?.hour24()).toBe(0)
    expect(read('31/12/23, 12:05 p. m. - Ana: hola')?.hour24()).toBe(12)
    expect(read('31/12/23, 1:05 p.m. - Ana: hola')?.hour24()).toBe(13)
  })

  it('reads the narrow no-break space that newer exports put before AM/PM', () => {
    const header = read('1/2/24, 7:03\u202fAM - Ben: morning')
    expect(header?.meridiem).toBe(AM)
    expect(header?.hour24()).toBe(7)
  })

  it('reads dots and dashes as date separators and a dot as time separator', () => {
    expect(read('31.12.23, 21:15 - A: x')).toMatchObject({ first: 31, second: 12, third: 23 })
    expect(read('31-12-2023 21.15 - A: x')).toMatchObject({ third: 2023, hour: 21, minute: 15 })
  })

  it('skips direction marks and a byte-order mark before the header', () => {
    expect(read('\ufeff\u200e[31/12/2023, 21:15:04] A: x')?.meridiem).toBe(NO_MERIDIEM)
  })

  it('refuses continuation lines and impossible times', () => {
    expect(read('and this is the second line of a message')).toBeNull()
    expect(read('12/31/23 was a good day - really')).toBeNull()
    expect(read('31/12/23, 25:15 - A: x')).toBeNull()
    expect(read('31/12/23, 13:15 PM - A: x')).toBeNull()
    expect(read('31/12/23, 21:75 - A: x')).toBeNull()
    expect(read('31/12/23, 21:15 A: x')).toBeNull()
  })
})
