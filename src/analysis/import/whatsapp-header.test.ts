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

  it('refuses continuation lines', () => {
    expect(read('and this is the second line of a message')).toBeNull()
    expect(read('12/31/23 was a good day - really')).toBeNull()
    expect(read('31/12/23, 21:15 A: x')).toBeNull()
    expect(read('Mar is a month, 8:11 PM - A: x')).toBeNull()
  })

  it('refuses impossible times and says the header was whole but impossible', () => {
    const header = new WhatsAppHeader()
    for (const line of [
      '31/12/23, 25:15 - A: x',
      '31/12/23, 13:15 AM - A: x',
      '31/12/23, 21:75 - A: x',
      '[11/10/22 0:37:00 p.m.] A: x',
    ]) {
      expect(header.read(line, 0), line).toBe(false)
      expect(header.impossible, line).toBe(true)
    }
    expect(header.read('a line of text', 0)).toBe(false)
    expect(header.impossible).toBe(false)
  })

  it('reads an hour past noon with "p.m." as the hour it is, and 00 with "a. m." as midnight', () => {
    expect(read('[11/10/22 13:37:00 p.m.] A: x')?.hour24()).toBe(13)
    expect(read('01/20/2019, 00:08 a. m. - A: x')?.hour24()).toBe(0)
  })
})

describe('WhatsAppHeader in other locales', () => {
  it('reads Arabic marks between the fields and the Arabic comma', () => {
    const line = '[\u200f18\u200f/3\u200f/2022\u060c 14:56:01] Elon: hi'
    const header = read(line)
    expect(header).toMatchObject({ first: 18, second: 3, third: 2022, hour: 14, minute: 56 })
    expect(line.slice(header?.bodyStart)).toBe('Elon: hi')
  })

  it('reads Arabic-Indic digits with ص and م for AM and PM', () => {
    const pm = read('[١٨\u200f/٣\u200f/٢٠٢٢\u060c ٢:٥٦:٠٠\u00a0م] Dmitry: hi')
    expect(pm).toMatchObject({ first: 18, second: 3, third: 2022, hour: 2, minute: 56 })
    expect(pm?.hour24()).toBe(14)
    expect(read('[١٨/٣/٢٠٢٢، ٩:٠٥:٠٠\u00a0ص] Dmitry: hi')?.hour24()).toBe(9)
    expect(read('۱۸/۳/۲۰۲۲، ۹:۰۵ - Dmitry: hi')).toMatchObject({ first: 18, minute: 5 })
  })

  it('reads the time before the date', () => {
    const line = '[14:56:01, 3/18/22] Musk Elon: hi'
    const header = read(line)
    expect(header).toMatchObject({ first: 3, second: 18, third: 22, hour: 14, timeFirst: true })
    expect(line.slice(header?.bodyStart)).toBe('Musk Elon: hi')
  })

  it('reads Buddhist and Japanese era years as Gregorian years', () => {
    expect(read('[3/18/2565 BE, 14:56:01] A: x')).toMatchObject({ third: 2022, thirdDigits: 4 })
    expect(read('[18/3/2565, 14:56:01] A: x')).toMatchObject({ third: 2022 })
    expect(read('[3/18/R4, 14:56:01] A: x')).toMatchObject({ third: 2022, thirdDigits: 4 })
    expect(read('[1/12/R5, 15:34:36] A: x')).toMatchObject({ third: 2023 })
    expect(read('[4/20/H31, 15:34:36] A: x')).toMatchObject({ third: 2019 })
  })

  it('reads a dot after the time', () => {
    const line = '2022/12/14, 13:34. - John Doe: x'
    const header = read(line)
    expect(header).toMatchObject({ first: 2022, second: 12, third: 14, hour: 13, minute: 34 })
    expect(line.slice(header?.bodyStart)).toBe('John Doe: x')
  })

  it('reads month words, with and without a year', () => {
    expect(read('19:23, 28 Aug 2013 - A: x')).toMatchObject({
      first: 28,
      second: 8,
      third: 2013,
      monthWord: true,
      hasYear: true,
      hour: 19,
      minute: 23,
    })
    const us = read('Mar 5, 8:11 PM - A: x')
    expect(us).toMatchObject({ first: 5, second: 3, monthWord: true, hasYear: false })
    expect(us?.hour24()).toBe(20)
    expect(read('Dec 31, 2012, 11:59 PM - A: x')).toMatchObject({ first: 31, third: 2012 })
    expect(read('18 Mar 12:14 - A: x')).toMatchObject({
      first: 18,
      second: 3,
      hasYear: false,
      hour: 12,
      minute: 14,
    })
    expect(read('5 September 2014, 07:02 - A: x')).toMatchObject({ second: 9, third: 2014 })
  })

  it('reads spelled-out day periods', () => {
    const at = (time: string) => read(`03/01/2021, ${time} - A: x`)?.hour24()
    expect(at('9:15 in the morning')).toBe(9)
    expect(at('12:10 in the afternoon')).toBe(12)
    expect(at('3:15 in the afternoon')).toBe(15)
    expect(at('7:40 in the evening')).toBe(19)
    expect(at('11:05 at night')).toBe(23)
    expect(at('2:05 at night')).toBe(2)
    expect(at('12:00 noon')).toBe(12)
  })

  it('skips byte-order marks inside and before the bracket', () => {
    expect(read('[\ufeff29.01.18, 12:24:03] A: x')).toMatchObject({ first: 29, third: 18 })
    expect(read('\ufeff\ufeff[29.01.18, 12:24:03] A: x')).toMatchObject({ first: 29 })
  })
})
