import { describe, expect, it } from 'vitest'
import { analyzeCleanedChat } from '#src/analysis/analyze'
import { cleanExportToChat } from '#src/analysis/import/clean-export'
import {
  WARM_UP_KINDS,
  WARM_UP_LAYOUTS,
  WARM_UP_ROUNDS,
  warmUpEngine,
  warmUpExport,
  warmUpExports,
} from './engine-warm-up'

const now = () => Promise.resolve()

describe('warmUpExport', () => {
  it('is a two-person WhatsApp export in each layout, every message read', () => {
    const formats = WARM_UP_LAYOUTS.map((layout) => {
      const { cleaned } = cleanExportToChat(warmUpExport(300, layout))
      expect(cleaned.messageCount).toBe(300)
      expect(cleaned.senders).toBe(2)
      expect(cleaned.unreadableLines).toBe(0)
      return cleaned.format
    })
    expect(formats).toEqual(['whatsapp-android', 'whatsapp-android', 'whatsapp-ios'])
    // The US export opens with the encryption notice, which is no message.
    expect(cleanExportToChat(warmUpExport(300, 'us')).cleaned.skippedSystemMessages).toBe(1)
  })

  it('is a two-person WhatsApp export the cleaner and the analysis take whole', () => {
    const { chat, cleaned } = cleanExportToChat(warmUpExport(500))
    expect(cleaned.format).toBe('whatsapp-android')
    expect(cleaned.messageCount).toBe(500)
    const result = analyzeCleanedChat(chat)
    expect(result.totalMessages).toBe(500)
    // Weeks of days with messages and days without: the rhythm's per-day work all runs.
    const days = result.rhythm.calendar.days
    expect(days.length).toBeGreaterThan(30)
    expect(result.dateRangeStart.slice(0, 7)).not.toBe(result.dateRangeEnd.slice(0, 7))
  })

  it('crosses into a new year, with replies more than a day apart', () => {
    const { chat } = cleanExportToChat(warmUpExport(2_000))
    expect(analyzeCleanedChat(chat).rhythm.years?.map((year) => year.year)).toEqual([2023, 2024])
    let slowReplies = 0
    for (let i = 1; i < chat.length; i++) {
      const gap = (chat.minutes[i] ?? 0) - (chat.minutes[i - 1] ?? 0)
      if (chat.sender[i] !== chat.sender[i - 1] && gap > 24 * 60) slowReplies++
    }
    expect(slowReplies).toBeGreaterThan(0)
  })
})

describe('warmUpExports', () => {
  it('holds each kind once: the WhatsApp layouts, then the same chat as content-free text', () => {
    const exports = warmUpExports()
    expect(exports.length).toBe(WARM_UP_KINDS.length)
    const formats = exports.map((bytes) => cleanExportToChat(bytes).cleaned.format)
    expect(formats).toEqual([
      'whatsapp-android',
      'whatsapp-android',
      'whatsapp-ios',
      'content-free',
    ])
    const [dayFirst, , , contentFree] = exports.map((bytes) => cleanExportToChat(bytes).chat)
    expect(contentFree?.minutes).toEqual(dayFirst?.minutes)
  })
})

describe('warmUpEngine', () => {
  it('runs every round when no file comes', async () => {
    const sizes: number[] = []
    const rounds = await warmUpEngine(() => false, {
      run: (bytes) => sizes.push(bytes.length),
      nextTask: now,
    })
    expect(rounds).toBe(WARM_UP_ROUNDS)
    // The kinds take turns.
    expect(new Set(sizes).size).toBe(WARM_UP_KINDS.length)
    expect(sizes).toEqual(sizes.map((_, round) => sizes[round % WARM_UP_KINDS.length]))
  })

  it('stops before the next round once a file has come', async () => {
    let ran = 0
    const rounds = await warmUpEngine(() => ran === 2, { run: () => ran++, nextTask: now })
    expect(rounds).toBe(2)
    expect(ran).toBe(2)
  })

  it('lets a file that is already waiting go first', async () => {
    let ran = 0
    expect(await warmUpEngine(() => true, { run: () => ran++, nextTask: now })).toBe(0)
    expect(ran).toBe(0)
  })

  it('ends quietly when a round fails', async () => {
    let ran = 0
    const rounds = await warmUpEngine(() => false, {
      run: () => {
        ran++
        throw new Error('no')
      },
      nextTask: now,
    })
    expect({ rounds, ran }).toEqual({ rounds: 0, ran: 1 })
  })
})
