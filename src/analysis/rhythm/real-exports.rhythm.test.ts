// The rhythm on the timestamps of real two-person exports (../shared/real-exports, or
// CADENCE_REAL_EXPORTS; left out when the corpus is absent, failing when the variable
// names a missing folder). Each chat is read unmodified (chapter breaks per chat-year),
// and, when it is long enough to have chapters, again with a lasting change planted into
// its own timestamps after its middle: a quarter of the conversations kept, User 1
// opening 85% of them, or replies six times slower. docs/analysis.md §12 has the figures.

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { analyzeParsed } from '../analyze'
import { MINUTES_PER_DAY, parseWallClock } from '../calendar'
import { cleanExport } from '../import/clean-export'
import { type ParsedChat, parseChat } from '../parse'
import { CONVERSATION_GAP_MINUTES } from '../scan'
import { findRealExports } from '../testing/real-exports'

const corpus = findRealExports(process.env.CADENCE_REAL_EXPORTS, {
  existsSync,
  readdirSync,
  resolve,
  fileURLToPath,
})

const PLATFORMS = ['whatsapp', 'telegram', 'messenger', 'instagram', 'discord', 'signal']
const CHANGES = ['rate_quarter', 'initiation_85', 'replies_6x'] as const

/** Every two-person chat of the corpus, parsed; files that are refused (groups) are skipped. */
function twoPersonChats(folder: string): { name: string; chat: ParsedChat }[] {
  const chats: { name: string; chat: ParsedChat }[] = []
  for (const platform of PLATFORMS) {
    const dir = join(folder, platform)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir).sort()) {
      if (!/\.(txt|json|csv|md)$/.test(name)) continue
      try {
        const cleaned = cleanExport(readFileSync(join(dir, name), 'utf8'))
        chats.push({ name: `${platform}/${name}`, chat: parseChat(cleaned.text) })
      } catch {
        // A group, or a file that is not a chat: not a two-person rhythm.
      }
    }
  }
  return chats
}

/** The chat with a lasting change from `fromMinute` on, planted into its own timestamps. */
function plant(chat: ParsedChat, change: (typeof CHANGES)[number], fromMinute: number): ParsedChat {
  const minutes: number[] = []
  const sender: number[] = []
  let conversation = -1
  let shift = 0
  let flip = false
  for (let i = 0; i < chat.length; i++) {
    const original = chat.minutes[i] ?? 0
    const gap = i > 0 ? original - (chat.minutes[i - 1] ?? 0) : Number.POSITIVE_INFINITY
    const opens = gap > CONVERSATION_GAP_MINUTES
    if (opens) conversation++
    const after = original >= fromMinute
    let who = chat.sender[i] ?? 0
    if (after && change === 'replies_6x' && !opens && who !== chat.sender[i - 1]) shift += 5 * gap
    if (after && change === 'initiation_85' && opens) {
      // Conversations User 2 opened become User 1's (senders swapped) often enough for 85%.
      flip = who === 1 && (conversation * 0.618_034) % 1 < 0.7
    }
    if (after && change === 'initiation_85' && flip) who = 1 - who
    if (after && change === 'rate_quarter' && conversation % 4 !== 0) continue
    minutes.push(original + shift)
    sender.push(who)
  }
  return {
    minutes: Float64Array.from(minutes),
    sender: Uint8Array.from(sender),
    length: minutes.length,
  }
}

describe('the rhythm of real exports', () => {
  it('is measured whenever CADENCE_REAL_EXPORTS names the corpus', () => {
    if (corpus.folder === null) expect(process.env.CADENCE_REAL_EXPORTS).toBeUndefined()
    else expect(existsSync(corpus.folder)).toBe(true)
  })
})

if (corpus.folder !== null) {
  const folder = corpus.folder
  describe('the rhythm of real two-person exports', () => {
    it('reads every chat, tells chapters where it can and finds planted changes', () => {
      const chats = twoPersonChats(folder)
      expect(chats.length).toBeGreaterThan(0)
      let breaks = 0
      let years = 0
      let eligible = 0
      const found: Record<(typeof CHANGES)[number], number> = {
        rate_quarter: 0,
        initiation_85: 0,
        replies_6x: 0,
      }
      for (const { chat } of chats) {
        const result = analyzeParsed(chat)
        const { chapters, calendar } = result.rhythm
        const total = calendar.days.reduce((sum, [, n]) => sum + n, 0)
        expect(total).toBe(result.totalMessages)
        years +=
          ((chat.minutes[chat.length - 1] ?? 0) - (chat.minutes[0] ?? 0)) / MINUTES_PER_DAY / 365.25
        if (chapters.tooFewToTell) continue
        eligible++
        breaks += chapters.list.length - 1
        const middle = ((chat.minutes[0] ?? 0) + (chat.minutes[chat.length - 1] ?? 0)) / 2
        for (const change of CHANGES) {
          const planted = analyzeParsed(plant(chat, change, middle)).rhythm.chapters
          if (planted.tooFewToTell) continue
          const hit = planted.list
            .slice(1)
            .some((c) => Math.abs(parseWallClock(c.start) - middle) <= 21 * MINUTES_PER_DAY)
          if (hit) found[change]++
        }
      }
      console.log(
        [
          `Real exports: ${chats.length} two-person chats (${years.toFixed(2)} chat-years), ${eligible} long enough for chapters.`,
          `Unmodified: ${breaks} chapter breaks${years > 0 ? ` (${(breaks / years).toFixed(2)} per chat-year)` : ''}.`,
          ...CHANGES.map((c) => `${c}: found ${found[c]} of ${eligible}`),
        ].join('\n'),
      )
      if (eligible > 0)
        for (const change of CHANGES) expect(found[change] / eligible).toBeGreaterThanOrEqual(0.9)
    })
  })
}
