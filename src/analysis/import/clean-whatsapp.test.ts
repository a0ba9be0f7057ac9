import { describe, expect, it } from 'vitest'
import { cleanWhatsApp } from './clean-whatsapp'
import { DateOrderError, NoMessagesError, TooManySendersError } from './import-errors'

const lines = (...rows: string[]) => `${rows.join('\n')}\n`

describe('cleanWhatsApp on Android exports', () => {
  it('turns a US 12-hour export into content-free lines, first sender is User 1', () => {
    const raw = lines(
      '12/31/23, 9:15 PM - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.',
      '12/31/23, 9:15 PM - Anna Lee: Happy new year almost!',
      '12/31/23, 11:59 PM - Ben: 🎉',
      '1/1/24, 12:00 AM - Ben: <Media omitted>',
      '1/1/24, 12:30 PM - Anna Lee: lunch?',
    )
    const result = cleanWhatsApp(raw)
    expect(result.text).toBe(
      lines(
        '31/12/23, 21:15 - User 1',
        '31/12/23, 23:59 - User 2',
        '01/01/24, 00:00 - User 2',
        '01/01/24, 12:30 - User 1',
      ),
    )
    expect(result).toMatchObject({
      format: 'whatsapp-android',
      messageCount: 4,
      senders: 2,
      dateOrder: 'mdy',
      ambiguousDateOrder: false,
      skippedSystemMessages: 1,
    })
  })

  it('keeps multi-line messages as one message and never copies their words', () => {
    const raw = lines(
      '31/12/2023, 21:15 - Anna: first line',
      'second line with 12/31/23 in it',
      '',
      '31/12/2023, 21:20 - Ben: IMG-20231231-WA0001.jpg (file attached)',
      'a caption',
    )
    const result = cleanWhatsApp(raw)
    expect(result.text).toBe(lines('31/12/23, 21:15 - User 1', '31/12/23, 21:20 - User 2'))
    expect(result.text).not.toMatch(/line|Anna|caption|IMG/)
  })

  it('reads CRLF line ends, a leading BOM and phone numbers wrapped in direction marks', () => {
    const raw =
      '\ufeff31/12/23, 21:15 - \u202a+44 7700 900123\u202c: hi\r\n' +
      '31/12/23, 21:16 - Anna: hey\r\n' +
      '31/12/23, 21:17 - +44 7700 900123: same person, no marks\r\n'
    const result = cleanWhatsApp(raw)
    expect(result.text).toBe(
      lines('31/12/23, 21:15 - User 1', '31/12/23, 21:16 - User 2', '31/12/23, 21:17 - User 1'),
    )
  })

  it('skips group notices without an author and notices whose subject holds ": "', () => {
    const raw = lines(
      '05/03/24, 10:00 - Anna created group "Trip"',
      '05/03/24, 10:00 - Anna added Ben',
      '05/03/24, 10:01 - Anna changed the subject from "Trip" to "Trip: Rome"',
      "05/03/24, 10:01 - Anna changed this group's icon",
      '05/03/24, 10:02 - Ben: hi',
      '05/03/24, 10:03 - Ben left',
    )
    const result = cleanWhatsApp(raw)
    expect(result.text).toBe(lines('05/03/24, 10:02 - User 1'))
    expect(result.skippedSystemMessages).toBe(5)
  })

  it('reads German-style dots and a Spanish "p. m." clock', () => {
    expect(cleanWhatsApp(lines('24.12.23, 18:30 - Anna: x')).text).toBe(
      lines('24/12/23, 18:30 - User 1'),
    )
    expect(cleanWhatsApp(lines('24/12/2023, 6:30\u00a0p.\u00a0m. - Ana: x')).text).toBe(
      lines('24/12/23, 18:30 - User 1'),
    )
  })

  it('reads year-first dates as they come', () => {
    const result = cleanWhatsApp(lines('2024-03-05 07:08 - Anna: x', '2024-03-06 07:09 - Ben: y'))
    expect(result.text).toBe(lines('05/03/24, 07:08 - User 1', '06/03/24, 07:09 - User 2'))
    expect(result.ambiguousDateOrder).toBe(false)
  })
})

describe('cleanWhatsApp on iOS exports', () => {
  it('reads brackets, seconds, the narrow no-break space and named notices', () => {
    const raw = lines(
      '[12/31/23, 9:15:04\u202fPM] Anna: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
      '[12/31/23, 9:15:04\u202fPM] Ben: hey',
      '[12/31/23, 9:16:30\u202fPM] Anna: \u200e<attached: 00000012-PHOTO-2023-12-31-21-16-30.jpg>',
      '\u200e[1/1/24, 10:02:00\u202fAM] Ben: \u200eMissed voice call',
    )
    const result = cleanWhatsApp(raw)
    expect(result.text).toBe(
      lines('31/12/23, 21:15 - User 1', '31/12/23, 21:16 - User 2', '01/01/24, 10:02 - User 1'),
    )
    expect(result).toMatchObject({ format: 'whatsapp-ios', skippedSystemMessages: 1, senders: 2 })
  })

  it('reads the day-first 24-hour layout with four-digit years', () => {
    const raw = lines('[31/12/2023, 21:15:04] Anna: hi', '[01/01/2024, 00:00:59] Ben: hi')
    expect(cleanWhatsApp(raw).text).toBe(
      lines('31/12/23, 21:15 - User 1', '01/01/24, 00:00 - User 2'),
    )
  })
})

describe('cleanWhatsApp date order', () => {
  const ambiguous = lines('03/04/24, 10:00 - Anna: a', '03/04/24, 11:00 - Ben: b')

  it('defaults to day-first and says so when nothing in the file decides', () => {
    const result = cleanWhatsApp(ambiguous)
    expect(result).toMatchObject({ dateOrder: 'dmy', ambiguousDateOrder: true })
    expect(result.text.startsWith('03/04/24')).toBe(true)
  })

  it('follows a month-first override and still reports the file as ambiguous', () => {
    const result = cleanWhatsApp(ambiguous, { dateOrder: 'mdy' })
    expect(result).toMatchObject({ dateOrder: 'mdy', ambiguousDateOrder: true })
    expect(result.text.startsWith('04/03/24')).toBe(true)
  })

  it('decides from the timeline when only one reading runs forward in time', () => {
    // Month-first this is Mar 4 → Mar 5 → Apr 1; day-first it would jump back from 5 Apr to 1 Mar.
    const raw = lines('03/04/24, 10:00 - A: a', '03/05/24, 10:00 - B: b', '04/01/24, 10:00 - A: c')
    expect(cleanWhatsApp(raw)).toMatchObject({ dateOrder: 'mdy', ambiguousDateOrder: false })
  })

  it('refuses an override the dates cannot fit', () => {
    const dayFirst = lines('31/01/24, 10:00 - A: a')
    expect(() => cleanWhatsApp(dayFirst, { dateOrder: 'mdy' })).toThrow(DateOrderError)
  })
})

describe('cleanWhatsApp refusals and limits', () => {
  it('refuses a chat with a third sender', () => {
    const raw = lines('31/12/23, 21:15 - A: a', '31/12/23, 21:16 - B: b', '31/12/23, 21:17 - C: c')
    expect(() => cleanWhatsApp(raw)).toThrow(TooManySendersError)
    expect(() => cleanWhatsApp(raw)).toThrow(/more than two people/)
  })

  it('accepts a chat with one sender as all User 1', () => {
    const result = cleanWhatsApp(lines('31/12/23, 21:15 - A: a', '31/12/23, 21:16 - A: b'))
    expect(result).toMatchObject({ senders: 1, messageCount: 2 })
    expect(result.text).toBe(lines('31/12/23, 21:15 - User 1', '31/12/23, 21:16 - User 1'))
  })

  it('fails with the spec text when only notices are found', () => {
    const raw = lines('31/12/23, 21:15 - Messages and calls are end-to-end encrypted.')
    expect(() => cleanWhatsApp(raw)).toThrow(NoMessagesError)
    expect(() => cleanWhatsApp(raw)).toThrow(
      'No valid chat messages found. Please check the file format.',
    )
  })

  it('reports progress that rises to 1', () => {
    const row = '31/12/23, 21:15 - Anna: some words to make the file longer than one step\n'
    const seen: number[] = []
    cleanWhatsApp(row.repeat(10_000), { onProgress: (f) => seen.push(f) })
    expect(seen.length).toBeGreaterThan(2)
    expect(seen.at(-1)).toBe(1)
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)
  })
})

describe('cleanWhatsApp on notices that carry a name', () => {
  it('skips the encryption notice iOS puts under the partner name, marked or not, in any language', () => {
    for (const notice of [
      'Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
      '\u200eMessages and calls are end-to-end encrypted.',
      'Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt.',
      'Los mensajes y las llamadas están cifrados de extremo a extremo.',
    ]) {
      const raw = lines(`[14.08.24, 21:00:10] Boris: ${notice}`, '[14.08.24, 21:01:00] Anna: hi')
      expect(cleanWhatsApp(raw)).toMatchObject({
        text: lines('14/08/24, 21:01 - User 1'),
        skippedSystemMessages: 1,
      })
    }
  })

  it('skips group actions written under the actor name, but keeps a later message that mentions encryption', () => {
    const raw = lines(
      '[14.08.24, 21:00:10] Boris: Boris created group “Us”',
      "[14.08.24, 21:00:12] Boris: Boris changed this group's icon",
      "[14.08.24, 21:01:57] Us: You're now an admin",
      '[14.08.24, 21:02:00] Anna: hi',
      '[14.08.24, 21:03:00] Boris: is this end-to-end encrypted?',
      '[14.08.24, 21:04:00] Boris: Boris is hungry',
    )
    expect(cleanWhatsApp(raw)).toMatchObject({
      text: lines(
        '14/08/24, 21:02 - User 1',
        '14/08/24, 21:03 - User 2',
        '14/08/24, 21:04 - User 2',
      ),
      skippedSystemMessages: 3,
    })
  })
})
