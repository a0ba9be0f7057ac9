import { describe, expect, it } from 'vitest'
import { analyzeChat, analyzeParsed } from '../analyze'
import { MINUTES_PER_DAY, parseWallClock } from '../calendar'
import type { ParsedChat } from '../parse'
import { RESPONSE_BINS, responseBin, scanChat } from '../scan'
import { chatText } from '../testing/chat-lines'
import { generateChatColumns } from '../testing/generate-chat'
import { createRandom } from '../testing/random'
import { conversationSurrogate } from '../testing/surrogates'
import { wilsonInterval } from './balance'
import { REORDERINGS } from './break-test'
import { chapterBoundaries, MIN_CHAPTER_WEEKS } from './chapter-boundaries'
import { bestSplit, costSums } from './chapter-cost'
import { emptyUnitWeeks } from './conversation-units'
import { WHATSAPP_LIMIT, WHATSAPP_MEDIA_LIMIT } from './days'
import { DEFAULT_CUTOFF_MINUTES, learnCutoff } from './reply-cutoff'

/** A chat of `count` messages, alternating senders, `gap` minutes apart from a start. */
function steadyChat(count: number, gap: number, start = '2023-01-02T09:00'): ParsedChat {
  const first = parseWallClock(start)
  return {
    minutes: Float64Array.from({ length: count }, (_, i) => first + i * gap),
    sender: Uint8Array.from({ length: count }, (_, i) => i % 2),
    length: count,
  }
}

describe('reply times without pauses', () => {
  it('counts replies up to the cut-off per side, and reopenings after a pause', () => {
    const text = chatText([
      ['2024-03-04T09:00', 1],
      ['2024-03-04T09:02', 2],
      ['2024-03-04T09:03', 1],
      ['2024-03-04T09:03', 1],
      ['2024-03-04T09:09', 2],
      ['2024-03-04T18:00', 2],
      ['2024-03-04T18:04', 1],
      ['2024-03-05T08:00', 1],
    ])
    const { replyTimes } = analyzeChat(text).rhythm
    // Too few replies to learn from: the default cut-off.
    expect(replyTimes.cutoffSource).toBe('default')
    expect(replyTimes.cutoffMinutes).toBe(DEFAULT_CUTOFF_MINUTES)
    // User 1 replied after 1 and 4 minutes; User 2 after 2 and 6.
    expect(replyTimes.user1).toEqual({ count: 2, medianMinutes: 2.5, p90Minutes: 3.7 })
    expect(replyTimes.user2).toEqual({ count: 2, medianMinutes: 4, p90Minutes: 5.6 })
    // 18:00 (User 2, after 531 minutes) and 08:00 (User 1, after 836) open again.
    expect(replyTimes.reopenings).toEqual({ user1: 1, user2: 1, medianPauseMinutes: 683.5 })
  })

  it('has no figure, rather than a made-up one, for a side that never replied', () => {
    const text = chatText([
      ['2024-03-04T09:00', 1],
      ['2024-03-04T09:05', 2],
      ['2024-03-04T09:06', 2],
    ])
    expect(analyzeChat(text).rhythm.replyTimes.user1).toEqual({
      count: 0,
      medianMinutes: null,
      p90Minutes: null,
    })
  })

  it('learns the valley between quick replies and pauses from the gaps', () => {
    const counts = new Float64Array(RESPONSE_BINS)
    const add = (minutes: number, n: number) => {
      const bin = responseBin(minutes)
      counts[bin] = (counts[bin] ?? 0) + n
    }
    for (const [m, n] of [
      [1, 300],
      [2, 400],
      [3, 300],
      [4, 200],
      [6, 120],
      [9, 60],
      [14, 25],
      [20, 8],
      [30, 4],
      [45, 6],
      [70, 12],
      [120, 20],
      [240, 30],
      [480, 40],
      [900, 40],
    ] as const)
      add(m, n)
    const cutoff = learnCutoff(counts)
    expect(cutoff).not.toBeNull()
    expect(cutoff).toBeGreaterThanOrEqual(20)
    expect(cutoff).toBeLessThanOrEqual(45)
  })

  it('finds no valley with one mode only', () => {
    const counts = new Float64Array(RESPONSE_BINS)
    counts[responseBin(2)] = 500
    counts[responseBin(3)] = 400
    expect(learnCutoff(counts)).toBeNull()
  })
})

describe('the chapters’ split and its permutation test', () => {
  /** Conversations of four alternating messages, one every `everyHours` hours, from a start. */
  function conversations(count: number, everyHours: number, start: string): ParsedChat {
    let at = parseWallClock(start)
    const minutes: number[] = []
    const sender: number[] = []
    for (let c = 0; c < count; c++) {
      for (let m = 0; m < 4; m++) {
        minutes.push(at + m * 3)
        sender.push((c + m) % 2)
      }
      // Pauses that vary (±40%), as real ones do, so no split is perfect by construction.
      at += Math.round(everyHours * 60 * (1 + 0.4 * Math.sin(c * 1.7)))
    }
    return {
      minutes: Float64Array.from(minutes),
      sender: Uint8Array.from(sender),
      length: minutes.length,
    }
  }

  function join(a: ParsedChat, b: ParsedChat): ParsedChat {
    return {
      minutes: Float64Array.from([...a.minutes, ...b.minutes]),
      sender: Uint8Array.from([...a.sender, ...b.sender]),
      length: a.length + b.length,
    }
  }

  it('splits a chat at the week its pace drops, and calls the split clear', () => {
    // 26 weeks of a conversation every 12 hours, then 26 weeks of one every 48 hours.
    const before = conversations(364, 12, '2023-01-02T09:00')
    const after = conversations(91, 48, '2023-07-03T09:00')
    const scan = scanChat(join(before, after))
    const { segments } = chapterBoundaries(scan)
    expect(segments.map((s) => s.from)).toEqual([0, 26])
    expect(segments[1]?.breakPValue).toBe(1 / (1 + REORDERINGS))
  })

  it('finds no chapter in the same conversations put in a random order', () => {
    const chat = join(
      conversations(364, 12, '2023-01-02T09:00'),
      conversations(91, 48, '2023-07-03T09:00'),
    )
    let split = 0
    for (let seed = 1; seed <= 20; seed++) {
      const { segments } = chapterBoundaries(
        scanChat(conversationSurrogate(chat, createRandom(seed))),
      )
      if (segments.length > 1) split++
    }
    // At most BREAK_SIGNIFICANCE of them by chance; 20 × 0.05 = 1, and 3 would be very rare.
    expect(split).toBeLessThanOrEqual(2)
  })

  it('keeps each segment at least four weeks long', () => {
    const { at } = bestSplit(
      costSums(emptyUnitWeeks(10)),
      { pauseVariance: 1, replyVariance: 1, openingDispersion: 1 },
      0,
      7,
      MIN_CHAPTER_WEEKS,
    )
    expect(at).toBe(0)
  })
})

describe('chapters and balance over time', () => {
  it('are too few to tell for a chat under eight weeks, never an error', () => {
    const { rhythm } = analyzeParsed(steadyChat(600, 90))
    expect(600 * 90).toBeLessThan(56 * MINUTES_PER_DAY)
    expect(rhythm.chapters).toEqual({ tooFewToTell: true })
    expect(rhythm.balanceOverTime).toEqual({ tooFewToTell: true })
  })

  it('are too few to tell for a long chat with few conversations', () => {
    // 30 messages a week apart: a year, 30 conversations.
    const { rhythm } = analyzeParsed(steadyChat(30, 7 * MINUTES_PER_DAY))
    expect(rhythm.chapters).toEqual({ tooFewToTell: true })
    expect(rhythm.balanceOverTime).toEqual({ tooFewToTell: true })
  })

  it('read a steady chat as one chapter covering it all', () => {
    const { rhythm, dateRangeStart, dateRangeEnd } = analyzeParsed(
      generateChatColumns({ seed: 21, days: 400, user1InitiationShare: 0.6 }),
    )
    if (rhythm.chapters.tooFewToTell) throw new Error('expected chapters')
    expect(rhythm.chapters.list).toHaveLength(1)
    const [chapter] = rhythm.chapters.list
    expect(chapter?.start).toBe(dateRangeStart.slice(0, 10))
    expect(chapter?.end).toBe(dateRangeEnd.slice(0, 10))
    expect(chapter?.user1InitiationPercent).toBeGreaterThan(50)
    expect(chapter?.user1InitiationPercent).toBeLessThan(70)
  })

  it('tell the chapter where the pair starts talking a quarter as often', () => {
    const { rhythm } = analyzeParsed(
      generateChatColumns({
        seed: 5,
        days: 365,
        conversationsPerDay: 6,
        events: [{ type: 'frequency_drop', start: '2023-07-03', days: 183, factor: 0.25 }],
      }),
    )
    if (rhythm.chapters.tooFewToTell) throw new Error('expected chapters')
    const [before, after] = rhythm.chapters.list
    expect(rhythm.chapters.list).toHaveLength(2)
    const start = parseWallClock(after?.start ?? '') / MINUTES_PER_DAY
    expect(Math.abs(start - parseWallClock('2023-07-03') / MINUTES_PER_DAY)).toBeLessThanOrEqual(21)
    expect(after?.messagesPerDay).toBeLessThan((before?.messagesPerDay ?? 0) / 2.5)
    expect(before?.end).toBe(
      new Date((start - 1) * 86_400_000 + Date.UTC(2000, 0, 1)).toISOString().slice(0, 10),
    )
  })

  it('gives each month its share with a Wilson interval, or too few to tell', () => {
    const { rhythm } = analyzeParsed(
      generateChatColumns({ seed: 8, days: 120, start: '2023-01-16', conversationsPerDay: 3 }),
    )
    if (rhythm.balanceOverTime.tooFewToTell) throw new Error('expected months')
    const months = rhythm.balanceOverTime.months
    expect(months.map((m) => m.month)).toEqual([
      '2023-01',
      '2023-02',
      '2023-03',
      '2023-04',
      '2023-05',
    ])
    for (const m of months) {
      if (m.tooFewToTell) {
        expect(m.conversations).toBeLessThan(10)
        continue
      }
      expect(m.lowPercent).toBeLessThanOrEqual(m.user1InitiationPercent)
      expect(m.highPercent).toBeGreaterThanOrEqual(m.user1InitiationPercent)
    }
    expect(months.filter((m) => !m.tooFewToTell).length).toBeGreaterThanOrEqual(3)
  })

  it('computes the Wilson interval of Wilson (1927) and Newcombe (1998)', () => {
    // Newcombe 1998, Table I: 81 of 263 → 0.2553–0.3662; 15 of 148 → 0.0624–0.1605.
    const a = wilsonInterval(81, 263)
    expect(a.low).toBeCloseTo(0.2553, 4)
    expect(a.high).toBeCloseTo(0.3662, 4)
    const b = wilsonInterval(15, 148)
    expect(b.low).toBeCloseTo(0.0624, 4)
    expect(b.high).toBeCloseTo(0.1605, 4)
    expect(wilsonInterval(0, 10).low).toBe(0)
    expect(wilsonInterval(10, 10).high).toBeCloseTo(1, 12)
  })
})

describe('calendar, streaks and coverage', () => {
  const text = chatText([
    ['2024-02-27T09:00', 1],
    ['2024-02-28T09:00', 2],
    ['2024-02-28T09:05', 1],
    ['2024-02-29T10:00', 1],
    ['2024-03-01T23:59', 2],
    ['2024-03-03T08:00', 1],
    ['2024-03-04T08:00', 2],
  ])
  const { rhythm } = analyzeChat(text)

  it('lists every day with a message, leap day included', () => {
    expect(rhythm.calendar.days).toEqual([
      ['2024-02-27', 1],
      ['2024-02-28', 2],
      ['2024-02-29', 1],
      ['2024-03-01', 1],
      ['2024-03-03', 1],
      ['2024-03-04', 1],
    ])
  })

  it('finds the longest run of days and the one that ends the export', () => {
    expect(rhythm.streaks).toEqual({ longestDays: 4, longestStart: '2024-02-27', currentDays: 2 })
  })

  it('sees nothing missing in an export far from WhatsApp’s limits', () => {
    expect(rhythm.coverage).toEqual({
      likelyTruncated: false,
      firstDate: '2024-02-27',
      lastDate: '2024-03-04',
      note: null,
    })
  })

  it('flags an export that sits at WhatsApp’s limit, with or without media', () => {
    const at = (count: number) =>
      analyzeParsed(steadyChat(count, 20, '2021-01-04T09:00')).rhythm.coverage
    expect(at(WHATSAPP_LIMIT - 13)).toMatchObject({
      likelyTruncated: true,
      firstDate: '2021-01-04',
      note: { code: 'whatsapp-limit', limit: 40_000 },
    })
    expect(at(WHATSAPP_MEDIA_LIMIT).note).toEqual({ code: 'whatsapp-media-limit', limit: 10_000 })
    expect(at(WHATSAPP_LIMIT + 1).likelyTruncated).toBe(false)
    expect(at(9_000).likelyTruncated).toBe(false)
  })
})
