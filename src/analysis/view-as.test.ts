import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeChat, analyzeParsed } from './analyze'
import type { ParsedChat } from './parse'
import { chatText } from './testing/chat-lines'
import { generateChatColumns } from './testing/generate-chat'
import { viewAs, viewFiguresAs } from './view-as'

const ONE_SIDED = chatText([
  ['2024-03-04T09:00', 1],
  ['2024-03-04T09:01', 1],
  ['2024-03-04T09:02', 1],
  ['2024-03-04T09:04', 2],
  ['2024-03-04T12:00', 1],
  ['2024-03-04T12:01', 1],
  ['2024-03-04T15:00', 1],
  ['2024-03-04T18:00', 1],
  ['2024-03-04T18:20', 2],
])

describe('viewAs (docs/product.md §4)', () => {
  const original = analyzeChat(ONE_SIDED)

  it('is the identity for user1', () => {
    expect(viewAs(original, 'user1')).toBe(original)
  })

  it('swaps your and their numbers for user2', () => {
    const swapped = viewAs(original, 'user2')
    const a = original.analysisData
    const b = swapped.analysisData
    expect(swapped.initiationRate).toBe(100 - original.initiationRate)
    expect(b.user1Messages).toBe(a.user2Messages)
    expect(b.user2Messages).toBe(a.user1Messages)
    expect(b.conversationInitiationsByUser1).toBe(a.conversationInitiationsByUser2)
    expect(b.responseTimeBySender.user1).toEqual(a.responseTimeBySender.user2)
    expect(b.hourOfWeek.user1).toEqual(a.hourOfWeek.user2)
    expect(b.monthlyActivity[0]?.yourMessages).toBe(a.monthlyActivity[0]?.theirMessages)
    expect(b.monthlyStats[0]?.initiationBalance).toBe(
      100 - (a.monthlyStats[0]?.initiationBalance ?? 0),
    )
    // Pair-level numbers stay.
    expect(swapped.rhythmScore).toBe(original.rhythmScore)
    expect(swapped.avgResponseTime).toBe(original.avgResponseTime)
  })

  it('rewrites the sentences from the swapped numbers', () => {
    expect(original.balanceInsight).toMatch(/^You drive/)
    expect(original.patternInsight).toMatch(/^You are usually the conversation starter/)
    const swapped = viewAs(original, 'user2')
    expect(swapped.balanceInsight).toMatch(/^They drive/)
    expect(swapped.patternInsight).toMatch(/^You are usually the responder/)
  })

  it('tells an anomaly from the other side: your replies become their replies', () => {
    const chat = generateChatColumns({
      seed: 3,
      days: 240,
      events: [
        { type: 'response_delay', start: '2023-05-01', days: 21, who: 'user2', medianMinutes: 240 },
      ],
    })
    const result = analyzeParsed(chat)
    const delay = result.analysisData.anomalies.find((a) => a.type === 'response_delay')
    expect(delay?.actor).toBe('them')
    expect(delay?.description).toMatch(/^Their typical reply/)
    const mine = viewAs(result, 'user2').analysisData.anomalies.find((a) => a.id === delay?.id)
    expect(mine?.actor).toBe('you')
    expect(mine?.description).toMatch(/^Your typical reply/)
    expect(mine?.title).toBe(delay?.title)
  })
})

const chats = fc
  .array(fc.record({ gap: fc.oneof(fc.nat(40), fc.nat(4000)), sender: fc.constantFrom(0, 1) }), {
    minLength: 1,
    maxLength: 300,
  })
  .map((steps): ParsedChat => {
    let minute = 12_000_000
    const minutes = new Float64Array(steps.length)
    const sender = new Uint8Array(steps.length)
    steps.forEach((step, i) => {
      minute += step.gap
      minutes[i] = minute
      sender[i] = step.sender
    })
    return { minutes, sender, length: steps.length }
  })

describe('analysis properties', () => {
  it('counts add up on any chat', () => {
    fc.assert(
      fc.property(chats, (chat) => {
        const r = analyzeParsed(chat)
        const d = r.analysisData
        expect(d.user1Messages + d.user2Messages).toBe(r.totalMessages)
        expect(d.conversationInitiationsByUser1 + d.conversationInitiationsByUser2).toBe(
          d.conversationsDetected,
        )
        expect(d.monthlyActivity.reduce((s, m) => s + m.messageCount, 0)).toBe(r.totalMessages)
        let changes = 0
        for (let i = 1; i < chat.length; i++) if (chat.sender[i] !== chat.sender[i - 1]) changes++
        expect(d.responseTimeStats.totalResponses).toBe(changes)
        expect(
          d.responseTimeBySender.user1.totalResponses + d.responseTimeBySender.user2.totalResponses,
        ).toBe(changes)
        const buckets = Object.values(d.responseDistribution).reduce((s, v) => s + v, 0)
        if (changes > 0) expect(Math.abs(buckets - 100)).toBeLessThanOrEqual(0.25)
        else expect(buckets).toBe(0)
        expect(r.rhythmScore).toBeGreaterThanOrEqual(0)
        expect(r.rhythmScore).toBeLessThanOrEqual(100)
        expect(d.summaryStats.totalAnomalies).toBe(d.anomalies.length)
      }),
      { numRuns: 150 },
    )
  })

  it('viewing as user2 twice gives the original back', () => {
    fc.assert(
      fc.property(chats, (chat) => {
        const r = analyzeParsed(chat)
        expect(viewAs(viewAs(r, 'user2'), 'user2')).toEqual(r)
      }),
      { numRuns: 150 },
    )
    const withAnomalies = analyzeParsed(
      generateChatColumns({
        seed: 11,
        days: 300,
        events: [
          { type: 'initiation_shift', start: '2023-04-03', days: 35, user1Share: 0.92 },
          { type: 'silence', start: '2023-07-10', days: 9 },
        ],
      }),
    )
    expect(withAnomalies.analysisData.anomalies.length).toBeGreaterThan(0)
    expect(viewAs(viewAs(withAnomalies, 'user2'), 'user2')).toEqual(withAnomalies)
  })
})

describe('viewAs and the rhythm', () => {
  const result = analyzeParsed(
    generateChatColumns({
      seed: 4,
      days: 300,
      user1InitiationShare: 0.3,
      replyMinutes: [2, 5],
      events: [{ type: 'initiation_shift', start: '2023-06-05', days: 150, user1Share: 0.85 }],
    }),
  )
  const swapped = viewAs(result, 'user2')

  it('swaps the reply times and reopenings of the two sides', () => {
    const a = result.rhythm.replyTimes
    const b = swapped.rhythm.replyTimes
    expect(b.user1).toEqual(a.user2)
    expect(b.user2).toEqual(a.user1)
    expect(b.reopenings).toEqual({
      user1: a.reopenings.user2,
      user2: a.reopenings.user1,
      medianPauseMinutes: a.reopenings.medianPauseMinutes,
    })
    expect(b.cutoffMinutes).toBe(a.cutoffMinutes)
  })

  it('turns every initiation share and its interval around', () => {
    const chapters = result.rhythm.chapters
    const mine = swapped.rhythm.chapters
    if (chapters.tooFewToTell || mine.tooFewToTell) throw new Error('expected chapters')
    expect(chapters.list.length).toBeGreaterThan(1)
    chapters.list.forEach((c, i) => {
      expect(mine.list[i]?.user1InitiationPercent).toBe(100 - (c.user1InitiationPercent ?? 0))
      expect(mine.list[i]?.messagesPerDay).toBe(c.messagesPerDay)
    })
    const months = result.rhythm.balanceOverTime
    const seen = swapped.rhythm.balanceOverTime
    if (months.tooFewToTell || seen.tooFewToTell) throw new Error('expected months')
    const told = months.months.findIndex((m) => !m.tooFewToTell)
    const before = months.months[told]
    const after = seen.months[told]
    if (!before || before.tooFewToTell || !after || after.tooFewToTell)
      throw new Error('expected a told month')
    expect(after.user1InitiationPercent).toBeCloseTo(100 - before.user1InitiationPercent, 6)
    expect(after.lowPercent).toBeCloseTo(100 - before.highPercent, 6)
    expect(after.highPercent).toBeCloseTo(100 - before.lowPercent, 6)
    expect(viewAs(swapped, 'user2')).toEqual(result)
  })

  it('swaps each year’s sides and keeps its pair-level figures', () => {
    result.rhythm.years.forEach((year, i) => {
      const seen = swapped.rhythm.years?.[i]
      expect(seen?.user1Messages).toBe(year.messages - year.user1Messages)
      expect(seen?.user1Initiations).toBe(year.conversations - year.user1Initiations)
      expect(seen?.replies).toEqual({ user1: year.replies.user2, user2: year.replies.user1 })
      expect(seen?.hourOfWeek).toBe(year.hourOfWeek)
      expect(seen?.longestStreak).toBe(year.longestStreak)
    })
  })

  it('keeps the pair-level calendar, streaks and coverage', () => {
    expect(swapped.rhythm.calendar).toBe(result.rhythm.calendar)
    expect(swapped.rhythm.streaks).toBe(result.rhythm.streaks)
    expect(swapped.rhythm.coverage).toBe(result.rhythm.coverage)
  })

  it('leaves an analysis saved before the rhythm without one', () => {
    const { rhythm: _, ...old } = result
    expect(viewAs(old, 'user2')).not.toHaveProperty('rhythm')
  })
})

describe('viewFiguresAs', () => {
  it('swaps the first figures as viewAs swaps them in a whole result', () => {
    const whole = analyzeChat(ONE_SIDED)
    const { monthlyStats, anomalies, archetype, summaryStats, ...firstData } = whole.analysisData
    const { rhythm, analysisData, ...first } = whole
    const figures = { ...first, analysisData: firstData }
    expect(viewFiguresAs(figures, 'user1')).toBe(figures)
    const swapped = viewAs(whole, 'user2')
    const {
      monthlyStats: _m,
      anomalies: _a,
      archetype: _t,
      summaryStats: _s,
      ...swappedData
    } = swapped.analysisData
    const { rhythm: _r, analysisData: _d, ...swappedFirst } = swapped
    expect(viewFiguresAs(figures, 'user2')).toEqual({ ...swappedFirst, analysisData: swappedData })
  })
})
