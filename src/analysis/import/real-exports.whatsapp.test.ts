// Every WhatsApp export in the shared corpus of real files written by other
// projects (../shared/real-exports beside the repository, or CADENCE_REAL_EXPORTS;
// its SOURCES.md names each file's origin and what the origin expects). Two-person
// chats must come out with every message and every date right, groups must be
// refused with the group message, and no file may crash the reader. In a lone
// clone, without the corpus, only the first test runs.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanInPieces } from '../testing/file-in-pieces'
import { findRealExports } from '../testing/real-exports'
import { cleanExport } from './clean-export'
import { TooManySendersError } from './import-errors'

const corpus = findRealExports(process.env.CADENCE_REAL_EXPORTS, {
  existsSync,
  readdirSync,
  resolve,
  fileURLToPath,
})

interface TwoPerson {
  messages: number
  /** Earliest and latest message, `yyyy-mm-dd hh:mm`. */
  first: string
  last: string
}

// Message counts: SOURCES.md's "Expected" column counts the encryption notice
// among its entries (iOS "23 entries", Android "60 entries"); the notice is not a
// message, so one less. Dates: the layout column (m/d for the iOS samples, whose
// own test reads '3/18/2565 BE' and '3/18/R4' as 2022-03-18, d/m for the Android ones).
const IOS_SAMPLE: TwoPerson = { messages: 22, first: '2022-03-27 21:41', last: '2022-03-27 21:56' }
const ANDROID_SAMPLE: TwoPerson = {
  messages: 59,
  first: '2022-03-18 14:56',
  last: '2023-01-07 23:32',
}
// The calendar samples add two "security code changed" notices and four later messages.
const CALENDAR_SAMPLE: TwoPerson = {
  messages: 25,
  first: '2022-03-27 21:41',
  last: '2023-01-12 15:35',
}

const TWO_PERSON: Record<string, TwoPerson> = {
  'chat-analytics__2A_5M.txt': { messages: 5, first: '2021-01-01 12:00', last: '2021-01-01 12:03' },
  'whats_json__Buddhist_iOS.txt': CALENDAR_SAMPLE,
  'whats_json__Japanese_iOS.txt': CALENDAR_SAMPLE,
  'whats_json__WhatsApp_Chat_-_Arabic_NoMedia_Dmitry_S.txt': IOS_SAMPLE,
  'whats_json__arabic2_ios.txt': IOS_SAMPLE,
  'whats_json__arabic_ios.txt': IOS_SAMPLE,
  'whats_json__czech_android.txt': ANDROID_SAMPLE,
  'whats_json__czech_ios.txt': IOS_SAMPLE,
  // "41 timestamped lines (1 notice + 40 messages)"
  'whats_json__deutch_android_media.txt': { ...ANDROID_SAMPLE, messages: 40 },
  'whats_json__deutch_ios.txt': IOS_SAMPLE,
  'whats_json__english_android.txt': ANDROID_SAMPLE,
  'whats_json__english_ios.txt': IOS_SAMPLE,
  'whats_json__french_ios.txt': IOS_SAMPLE,
  'whats_json__indonesian_ios.txt': IOS_SAMPLE,
  'whats_json__russian_ios.txt': IOS_SAMPLE,
  'whats_json__thai_ios.txt': IOS_SAMPLE,
  'whats_json__vietnamese_ios.txt': IOS_SAMPLE,
}

/** A group in which only one member ever writes: the rest are system lines. */
const ONE_WRITER = 'whats_json__WhatsApp_Chat_with_Group_Chat_XXX_Android.txt'

/** `dd/mm/yy, hh:mm - User N` → `20yy-mm-dd hh:mm`, sorted. */
function timestamps(cleaned: string): string[] {
  return cleaned
    .trimEnd()
    .split('\n')
    .map(
      (line) =>
        `20${line.slice(6, 8)}-${line.slice(3, 5)}-${line.slice(0, 2)} ${line.slice(10, 15)}`,
    )
    .sort()
}

describe('the corpus of real exports, for WhatsApp', () => {
  it('is read whenever CADENCE_REAL_EXPORTS names it, and is only ever absent without it', () => {
    if (corpus.folder === null) {
      expect(process.env.CADENCE_REAL_EXPORTS).toBeUndefined()
      console.log(
        `Real exports: none at ${corpus.looked} and CADENCE_REAL_EXPORTS is unset, so the WhatsApp corpus tests were not declared.`,
      )
    } else {
      expect(existsSync(join(corpus.folder, 'whatsapp')), `no whatsapp/ in ${corpus.folder}`).toBe(
        true,
      )
    }
  })
})

if (corpus.folder !== null) describeWhatsAppExports(join(corpus.folder, 'whatsapp'))

function describeWhatsAppExports(folder: string): void {
  /** The files the tests read, counted for the CI log. */
  const seen = new Set<string>()
  function read(name: string): string {
    seen.add(name)
    return readFileSync(join(folder, name), 'utf8')
  }

  describe('real WhatsApp exports', () => {
    afterAll(() => {
      console.log(`Real exports: ran over ${seen.size} WhatsApp files in ${folder}.`)
    })

    const files = existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.txt'))
          .sort()
      : []

    it('holds every two-person file this test expects', () => {
      expect(files).toEqual(expect.arrayContaining([...Object.keys(TWO_PERSON), ONE_WRITER]))
      expect(files.length).toBeGreaterThanOrEqual(50)
    })

    for (const name of files) {
      const expected = TWO_PERSON[name]
      if (expected) {
        it(`reads ${name} with every date right`, () => {
          const result = cleanExport(read(name))
          const times = timestamps(result.text)
          expect({
            messages: result.messageCount,
            first: times[0],
            last: times.at(-1),
          }).toEqual(expected)
          expect(times).toHaveLength(expected.messages)
          expect(result.senders).toBe(2)
          expect(result.unreadableLines ?? 0).toBe(0)
        })
      } else if (name === ONE_WRITER) {
        it(`refuses ${name}, where only one member ever writes`, () => {
          expect(() => cleanExport(read(name))).toThrow('Only one person wrote in this chat')
        })
      } else {
        it(`refuses the group ${name} with the group message`, () => {
          expect(() => cleanExport(read(name))).toThrow(TooManySendersError)
        })
      }
    }

    it('reads every file the same in small pieces as in one', () => {
      for (const name of files) {
        seen.add(name)
        const bytes = readFileSync(join(folder, name))
        const whole = cleanInPieces(bytes, bytes.length, [bytes.length])
        expect(cleanInPieces(bytes, 700, [300, 1100]), name).toEqual(whole)
      }
    })
  })
}
