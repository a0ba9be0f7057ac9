// Every Discord, Instagram, Messenger, Signal and Telegram file in the corpus of
// real exports (../shared/real-exports beside the repository, or CADENCE_REAL_EXPORTS;
// copied byte for byte from other projects' test data, see its SOURCES.md) goes through
// the same front door as in the app, and comes out with the messages, the two senders
// and the dates its source project expects. Every group is refused with the clear
// message; no file crashes. In a lone clone, without the corpus, only the first test runs.
// Times stored as instants are read in the zone the source's own expectation
// was computed in (chat-analytics runs in UTC; chat-miner's Telegram target was
// written in Central European time).

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { findRealExports } from '../testing/real-exports'
import { cleanExport } from './clean-export'
import type { ExportFormat } from './clean-result'
import { TooManySendersError } from './import-errors'
import { exportBytesToText } from './read-export-bytes'

const PLATFORMS = ['discord', 'instagram', 'messenger', 'signal', 'telegram'] as const

const corpus = findRealExports(process.env.CADENCE_REAL_EXPORTS, {
  existsSync,
  readdirSync,
  resolve,
  fileURLToPath,
})

type Expectation =
  | { refused: 'group' }
  | { format: ExportFormat; timeZone?: string; lines: string[]; skipped?: number }

/** Per file: what SOURCES.md's "Expected" column (and the source's own test) says it holds. */
const EXPECTED: Record<string, Expectation> = {
  // chat-analytics:DM_2A_2M.json.ts: 2 messages, 2 authors; the call is not a message.
  'discord/chat-analytics__DM_2A_2M.json': {
    format: 'discord-json',
    lines: ['04/01/19, 17:52 - User 1', '25/01/19, 00:11 - User 2'],
    skipped: 1,
  },
  // A group DM of 3 authors.
  'discord/chat-analytics__GC_3A_5M.json': { refused: 'group' },
  // chat-miner:test/instagram/target.json: 2 messages (hours 11 and 20, UTC).
  'instagram/chat-miner__test_export.json': {
    format: 'meta-json',
    timeZone: 'UTC',
    lines: ['24/12/19, 11:23 - User 1', '17/01/20, 20:49 - User 2'],
  },
  // chat-analytics:2A_7M.json.ts: 7 messages, 2 authors, written newest first.
  'messenger/chat-analytics__2A_7M.json': {
    format: 'meta-json',
    timeZone: 'UTC',
    lines: [
      '05/11/14, 00:27 - User 1',
      '05/11/14, 00:27 - User 1',
      '05/11/14, 00:28 - User 2',
      '05/11/14, 00:28 - User 1',
      '05/11/14, 00:28 - User 1',
      '05/11/14, 00:34 - User 1',
      '05/11/14, 00:35 - User 2',
    ],
  },
  // chat-miner:test/facebookMessenger/target.json: 2 messages in the same second (hour 19, UTC).
  'messenger/chat-miner__testlog.json': {
    format: 'meta-json',
    timeZone: 'UTC',
    lines: ['16/11/22, 19:50 - User 1', '16/11/22, 19:50 - User 2'],
  },
  // chat-miner:test/signal/target.json: 2 messages.
  'signal/chat-miner__test_export.txt': {
    format: 'signal-text',
    lines: ['24/12/19, 12:23 - User 1', '17/01/20, 21:49 - User 2'],
  },
  // A private supergroup of 20 authors.
  'telegram/chat-analytics__BIG_20A_5475M.json': { refused: 'group' },
  // chat-analytics:DM_2A_7M.json.ts: 6 messages + 1 call; 4 messages carry only date_unixtime.
  'telegram/chat-analytics__DM_2A_7M.json': {
    format: 'telegram-json',
    timeZone: 'UTC',
    lines: [
      '12/07/19, 16:55 - User 1',
      '08/03/22, 13:07 - User 2',
      '09/05/22, 22:23 - User 1',
      '09/05/22, 23:26 - User 2',
      '10/06/22, 22:06 - User 2',
      '10/06/22, 22:06 - User 2',
    ],
    skipped: 2,
  },
  // A whole-account export with one personal chat (2 messages) and one group: the personal
  // chat is read, at the wall clock its `date` fields give (chat-analytics reads the instants).
  'telegram/chat-analytics__MultiChat_2C_6M.json': {
    format: 'telegram-json',
    lines: ['01/01/23, 10:00 - User 1', '01/01/23, 10:01 - User 2'],
  },
  // chat-miner:test/telegram/target.json: 11:39:10 and 11:49:24 (Central European time).
  'telegram/chat-miner__test_batch_export.json': {
    format: 'telegram-json',
    timeZone: 'Europe/Berlin',
    lines: ['05/12/18, 11:39 - User 1', '05/12/18, 11:49 - User 2'],
  },
  'telegram/chat-miner__test_single_export.json': {
    format: 'telegram-json',
    timeZone: 'Europe/Berlin',
    lines: ['05/12/18, 11:39 - User 1', '05/12/18, 11:49 - User 2'],
  },
}

describe('the corpus of real exports, for the other platforms', () => {
  it('is read whenever CADENCE_REAL_EXPORTS names it, and is only ever absent without it', () => {
    if (corpus.folder === null) {
      expect(process.env.CADENCE_REAL_EXPORTS).toBeUndefined()
      console.log(
        `Real exports: none at ${corpus.looked} and CADENCE_REAL_EXPORTS is unset, so the corpus tests of the other platforms were not declared.`,
      )
    } else {
      const root = corpus.folder
      expect(PLATFORMS.filter((platform) => !existsSync(join(root, platform)))).toEqual([])
    }
  })
})

if (corpus.folder !== null) describePlatformExports(corpus.folder)

function describePlatformExports(root: string): void {
  const files = PLATFORMS.flatMap((platform) =>
    readdirSync(join(root, platform))
      .sort()
      .map((name) => `${platform}/${name}`),
  )

  /** The files the tests read, counted for the CI log. */
  const seen = new Set<string>()
  function readBytes(path: string): Buffer {
    seen.add(path)
    return readFileSync(join(root, path))
  }
  function read(path: string): string {
    return exportBytesToText(new Uint8Array(readBytes(path)), path)
  }

  describe('real exports from other projects', () => {
    afterAll(() => {
      console.log(`Real exports: ran over ${seen.size} files of the other platforms in ${root}.`)
    })

    it('has an expectation for every file, and a file for every expectation', () => {
      expect(files).toEqual(Object.keys(EXPECTED).sort())
    })

    for (const path of files) {
      it(path, () => {
        const expected = EXPECTED[path]
        if (expected === undefined) throw new Error(`No expectation written for ${path}`)
        const text = read(path)
        if ('refused' in expected) {
          expect(() => cleanExport(text, { timeZone: 'UTC' })).toThrow(TooManySendersError)
          return
        }
        const result = cleanExport(text, { timeZone: expected.timeZone ?? 'UTC' })
        expect(result.format).toBe(expected.format)
        expect(result.text).toBe(`${expected.lines.join('\n')}\n`)
        expect(result.messageCount).toBe(expected.lines.length)
        expect(result.senders).toBe(2)
        if (expected.skipped !== undefined)
          expect(result.skippedSystemMessages).toBe(expected.skipped)
      })
    }

    it('opens the WhatsApp .zip (an iPhone export) and refuses the group inside', () => {
      const path = 'whatsapp/chat-analytics__4A_11M.zip'
      const text = read(path)
      // The same chat as the .txt beside it, with Windows line ends.
      const beside = readBytes('whatsapp/chat-analytics__4A_11M.txt').toString('utf8')
      expect(text.replaceAll('\r\n', '\n')).toBe(beside)
      expect(() => cleanExport(text)).toThrow(TooManySendersError)
      expect(() => cleanExport(text)).toThrow('more than two people')
    })
  })
}
