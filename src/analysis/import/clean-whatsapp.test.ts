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

  it('fails with the text of docs/product.md §5 when only notices are found', () => {
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

describe('cleanWhatsApp on every locale layout', () => {
  const ios = (header: string, author: string, text = 'hi') => `${header} ${author}: ${text}`

  it('reads Arabic exports: marks between the fields, the Arabic comma, Arabic-Indic digits and ص/م', () => {
    const western = lines(
      ios('[\u200f18\u200f/3\u200f/2022\u060c 14:56:01]', 'Elon'),
      ios('\u200f[\u200f27\u200f/3\u200f/2022\u060c 21:41:35]', 'Dmitry'),
    )
    expect(cleanWhatsApp(western).text).toBe(
      lines('18/03/22, 14:56 - User 1', '27/03/22, 21:41 - User 2'),
    )
    const arabicDigits = lines(
      ios('[١٨\u200f/٣\u200f/٢٠٢٢\u060c ٢:٥٦:٠٠\u00a0م]', '\u202a+40 521 028 61 88\u202c'),
      ios('[٢٧\u200f/٣\u200f/٢٠٢٢\u060c ٩:٤١:٣٥\u00a0ص]', 'Dmitry'),
    )
    expect(cleanWhatsApp(arabicDigits)).toMatchObject({
      text: lines('18/03/22, 14:56 - User 1', '27/03/22, 09:41 - User 2'),
      dateOrder: 'dmy',
    })
  })

  it('reads the time before the date (Vietnamese)', () => {
    const raw = lines(ios('[14:56:01, 3/18/22]', 'Musk Elon'), ios('[21:41:35, 3/27/22]', 'Dmitry'))
    expect(cleanWhatsApp(raw)).toMatchObject({
      text: lines('18/03/22, 14:56 - User 1', '27/03/22, 21:41 - User 2'),
      format: 'whatsapp-ios',
      dateOrder: 'mdy',
    })
  })

  it('reads Buddhist and Japanese era years', () => {
    const buddhist = lines(
      ios('[3/18/2565 BE, 14:56:01]', 'A'),
      ios('[1/12/2566 BE, 15:34:36]', 'B'),
    )
    const japanese = lines(ios('[3/18/R4, 14:56:01]', 'A'), ios('[1/12/R5, 15:34:36]', 'B'))
    const expected = lines('18/03/22, 14:56 - User 1', '12/01/23, 15:34 - User 2')
    expect(cleanWhatsApp(buddhist).text).toBe(expected)
    expect(cleanWhatsApp(japanese).text).toBe(expected)
  })

  it('reads a dot after the time', () => {
    const raw = lines('2022/12/14, 13:34. - John: x', '2022/12/24, 11:33. - Jane: y')
    expect(cleanWhatsApp(raw).text).toBe(
      lines('14/12/22, 13:34 - User 1', '24/12/22, 11:33 - User 2'),
    )
  })

  it('reads month words, time first or last, with and without the year', () => {
    const timeFirst = lines('19:23, 28 Aug 2013 - Anna: x', '08:02, 1 Sep 2013 - Ben: y')
    expect(cleanWhatsApp(timeFirst)).toMatchObject({
      text: lines('28/08/13, 19:23 - User 1', '01/09/13, 08:02 - User 2'),
      ambiguousDateOrder: false,
    })
    const dayMonth = lines('18 Mar 12:14 - Anna: x', '2 Apr 09:30 - Ben: y')
    expect(cleanWhatsApp(dayMonth, { exportYear: 2014 }).text).toBe(
      lines('18/03/14, 12:14 - User 1', '02/04/14, 09:30 - User 2'),
    )
  })

  it('places dates without a year after the last year written, and refuses when no year is known', () => {
    const us = lines('Dec 30, 2012, 11:58 PM - Anna: x', 'Mar 5, 8:11 PM - Ben: y')
    const expected = lines('30/12/12, 23:58 - User 1', '05/03/13, 20:11 - User 2')
    expect(cleanWhatsApp(us).text).toBe(expected)
    // The file's own years outweigh a file date that may only be when it was copied.
    expect(cleanWhatsApp(us, { exportYear: 2020 }).text).toBe(expected)
    expect(() => cleanWhatsApp(lines('18 Mar 12:14 - Anna: x'))).toThrow(/no year/)
  })

  it('reads spelled-out day periods', () => {
    const raw = lines(
      '03/01/2021, 9:15 in the morning - Anna: x',
      '03/01/2021, 3:40 in the afternoon - Ben: y',
      '03/01/2021, 11:05 at night - Anna: z',
    )
    expect(cleanWhatsApp(raw, { dateOrder: 'dmy' }).text).toBe(
      lines('03/01/21, 09:15 - User 1', '03/01/21, 15:40 - User 2', '03/01/21, 23:05 - User 1'),
    )
  })

  it('reads byte-order marks at the start of every line and inside the bracket', () => {
    const android = lines('\ufeff29.01.18, 12:24 - A: x', '\ufeff29.01.18, 12:25 - B: y')
    expect(cleanWhatsApp(android).text).toBe(
      lines('29/01/18, 12:24 - User 1', '29/01/18, 12:25 - User 2'),
    )
    const ios = lines('[\ufeff29.01.18, 12:24:03] A: x', '\ufeff\ufeff[29.01.18, 12:25:00] B: y')
    expect(cleanWhatsApp(ios).text).toBe(
      lines('29/01/18, 12:24 - User 1', '29/01/18, 12:25 - User 2'),
    )
  })
})

describe('cleanWhatsApp day/month evidence', () => {
  it('reads the day from the encryption notice when no message is past the 12th', () => {
    const raw = lines(
      '23/03/2022, 13:31 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
      '01/03/2022, 14:56 - Anna: x',
      '02/03/2022, 15:10 - Ben: y',
    )
    expect(cleanWhatsApp(raw)).toMatchObject({
      text: lines('01/03/22, 14:56 - User 1', '02/03/22, 15:10 - User 2'),
      dateOrder: 'dmy',
      ambiguousDateOrder: false,
    })
  })

  it('reads the US clock style month-first when every day is 12 or less', () => {
    const raw = lines('3/4/22, 9:15 PM - Anna: x', '3/4/22, 9:20 PM - Ben: y')
    expect(cleanWhatsApp(raw)).toMatchObject({
      text: lines('04/03/22, 21:15 - User 1', '04/03/22, 21:20 - User 2'),
      dateOrder: 'mdy',
      ambiguousDateOrder: true,
    })
    // Zero-padded days or lower-case am/pm are not the US default.
    expect(cleanWhatsApp(lines('03/04/22, 9:15 pm - A: x'))).toMatchObject({ dateOrder: 'dmy' })
  })

  it('prefers the reading whose days lie closer together when both run forward', () => {
    // Month-first: 2, 3 and 5 January; day-first: 1 February, 1 March, 1 May.
    const raw = lines('01/02/22, 10:00 - A: x', '01/03/22, 10:00 - B: y', '01/05/22, 10:00 - A: z')
    expect(cleanWhatsApp(raw)).toMatchObject({ dateOrder: 'mdy', ambiguousDateOrder: true })
  })
})

describe('cleanWhatsApp counts', () => {
  it('skips the iPhone encryption notice in every language it is written in', () => {
    for (const notice of [
      'Zprávy a hovory jsou opatřeny koncovým šifrováním. Nikdo, kdo není přímým účastníkem této konverzace, ji nemůže sledovat ani poslouchat.',
      'मैसेजेस और कॉल्स एंड-टू-एंड एन्क्रिप्टेड हैं. इस चैट में शामिल लोगों के अलावा कोई भी इन्हें पढ़ या सुन नहीं सकता, WhatsApp भी नहीं.',
      'メッセージと通話はエンドツーエンド暗号化されています。チャットの参加者以外は、たとえWhatsAppでも読んだり聞いたりすることはできません。',
      'As mensagens e chamadas são encriptadas ponto a ponto. Ninguém fora desta conversa, nem mesmo o WhatsApp, pode ler ou ouvi-las.',
      'Сообщения и звонки защищены сквозным шифрованием. Третьи лица, включая WhatsApp, не могут прочитать ваши сообщения.',
      'ข้อความและการโทรได้รับการเข้ารหัสจากต้นทางถึงปลายทาง',
      'Повідомлення й дзвінки захищено наскрізним шифруванням. Прочитати чи прослухати їх не зможе жодна стороння особа, навіть із WhatsApp.',
      'Tin nhắn và cuộc gọi được mã hóa đầu cuối.',
      '\u200fالرسائل والمكالمات مشفرة تمامًا بين الطرفين، بحيث لا يستطيع أحد خارج هذه الدردشة',
    ]) {
      for (const marked of [notice, `\u200e${notice}`]) {
        const raw = lines(`[3/18/22, 14:56:00] Elon: ${marked}`, '[3/27/22, 21:41:35] Dmitry: hi')
        expect(cleanWhatsApp(raw), notice).toMatchObject({
          messageCount: 1,
          senders: 1,
          skippedSystemMessages: 1,
        })
      }
    }
  })

  it('counts lines whose time or date cannot exist instead of folding them away', () => {
    const raw = lines(
      '[11/10/22 11:37:00 p.m.] Anna: x',
      '[12/10/22 13:37:00 a.m.] Ben: impossible hour',
      '[13/10/22 14:37:00 p.m.] Ben: an hour past noon says so twice',
      '[31/04/22 10:00:00 a.m.] Anna: there is no 31 April',
      '[14/10/22 25:00:00 p.m.] Anna: no 25th hour',
    )
    expect(cleanWhatsApp(raw)).toMatchObject({
      text: lines('11/10/22, 23:37 - User 1', '13/10/22, 14:37 - User 2'),
      unreadableLines: 3,
      skippedSystemMessages: 0,
    })
  })

  it('reports no unreadable lines for a clean file', () => {
    expect(cleanWhatsApp(lines('31/12/23, 21:15 - A: a')).unreadableLines).toBe(0)
  })
})

describe('cleanWhatsApp on cleaned files that kept their text', () => {
  it('keeps User 1 and User 2 as written, even when User 2 comes first', () => {
    const raw = lines('01/02/24, 10:00 - User 2: hi', '01/02/24, 10:05 - User 1: hey')
    expect(cleanWhatsApp(raw).text).toBe(
      lines('01/02/24, 10:00 - User 2', '01/02/24, 10:05 - User 1'),
    )
    expect(cleanWhatsApp(lines('01/02/24, 10:00 - User 2: hi')).text).toBe(
      lines('01/02/24, 10:00 - User 2'),
    )
  })

  it('reads lines with and without text in the same file', () => {
    const raw = lines(
      '01/02/24, 10:00 - User 2: hi',
      '01/02/24, 10:05 - User 1',
      '01/02/24, 10:06 - User 2',
    )
    expect(cleanWhatsApp(raw)).toMatchObject({
      text: lines(
        '01/02/24, 10:00 - User 2',
        '01/02/24, 10:05 - User 1',
        '01/02/24, 10:06 - User 2',
      ),
      messageCount: 3,
    })
  })

  it('still numbers real names by first appearance', () => {
    const raw = lines('01/02/24, 10:00 - User 2: hi', '01/02/24, 10:05 - Anna: hey')
    expect(cleanWhatsApp(raw).text).toBe(
      lines('01/02/24, 10:00 - User 1', '01/02/24, 10:05 - User 2'),
    )
  })
})

describe('cleanWhatsApp on names and lines beyond ASCII', () => {
  it('reads display names with emoji and accents, one a prefix of the other, and notices after them', () => {
    const raw = lines(
      '3/1/24, 9:00 AM - María 🌸: hola',
      '3/1/24, 9:01 AM - María 🌸 José: 🎉 two: colons: here',
      '3/1/24, 9:02 AM - María 🌸: hola: again',
      '3/1/24, 9:03 AM - María 🌸 José: x',
    )
    const result = cleanWhatsApp(raw)
    expect(result.text).toBe(
      lines(
        '01/03/24, 09:00 - User 1',
        '01/03/24, 09:01 - User 2',
        '01/03/24, 09:02 - User 1',
        '01/03/24, 09:03 - User 2',
      ),
    )
    expect(result.senders).toBe(2)
  })

  it('keeps further lines that start with an emoji, CJK, a mark or a digit in their message', () => {
    const raw = lines(
      '3/1/24, 9:00 AM - Ann: first',
      '😂 a further line',
      '🇫🇷 flag first',
      '漢字 line',
      '❤️ heart first',
      '\u200fmarked line',
      '12 apples',
      '3/1/24, 9:05 AM - Ben: second',
    )
    const result = cleanWhatsApp(raw)
    expect(result.text).toBe(lines('01/03/24, 09:00 - User 1', '01/03/24, 09:05 - User 2'))
    expect(result.unreadableLines).toBe(0)
  })
})
