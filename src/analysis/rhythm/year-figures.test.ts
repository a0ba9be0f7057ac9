import { describe, expect, it } from 'vitest'
import { analyzeChat } from '../analyze'
import { formatDay, formatWallClock, MINUTES_PER_DAY } from '../calendar'
import type { ParsedChat } from '../parse'
import { chatText } from '../testing/chat-lines'
import { formatChat } from '../testing/format-chat'
import { generateChatColumns } from '../testing/generate-chat'
import type { RhythmYear } from '../types'

/** The figures a year's slides show, counted the plain way from the messages themselves. */
function plainYearFigures(chat: ParsedChat, year: number) {
  const perDay = new Map<string, number>()
  let conversations = 0
  let conversationMinutes = 0
  let conversationStart = 0
  let quiet = { minutes: 0, start: '' }
  for (let i = 0; i < chat.length; i++) {
    const minute = chat.minutes[i] ?? 0
    const previous = chat.minutes[i - 1]
    const gap = previous === undefined ? Number.POSITIVE_INFINITY : minute - previous
    const inYear = (m: number) => formatDay(Math.floor(m / MINUTES_PER_DAY)).startsWith(`${year}-`)
    if (previous !== undefined && inYear(previous) && gap > quiet.minutes)
      quiet = { minutes: gap, start: formatWallClock(previous) }
    if (gap > 30) {
      if (previous !== undefined && inYear(conversationStart))
        conversationMinutes += previous - conversationStart
      conversationStart = minute
      if (inYear(minute)) conversations++
    }
    if (!inYear(minute)) continue
    const day = formatDay(Math.floor(minute / MINUTES_PER_DAY))
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  const last = chat.minutes[chat.length - 1] ?? 0
  if (formatDay(Math.floor(conversationStart / MINUTES_PER_DAY)).startsWith(`${year}-`))
    conversationMinutes += last - conversationStart
  const days = [...perDay.keys()].sort()
  let streak = { days: 0, start: '' }
  let run = 0
  days.forEach((day, i) => {
    const before = days[i - 1]
    const next = (d: string) => {
      const date = new Date(`${d}T00:00:00Z`)
      date.setUTCDate(date.getUTCDate() + 1)
      return date.toISOString().slice(0, 10)
    }
    run = before !== undefined && next(before) === day ? run + 1 : 1
    if (run > streak.days) streak = { days: run, start: days[i - run + 1] ?? '' }
  })
  let biggest = { date: '', messages: 0 }
  for (const day of days) {
    const messages = perDay.get(day) ?? 0
    if (messages > biggest.messages) biggest = { date: day, messages }
  }
  return {
    messages: [...perDay.values()].reduce((a, b) => a + b, 0),
    activeDays: days.length,
    conversations,
    conversationMinutes,
    streak,
    biggest,
    quiet,
  }
}

function yearsOf(chat: ParsedChat): RhythmYear[] {
  return analyzeChat(formatChat(chat)).rhythm.years
}

describe('the figures of each year', () => {
  it('equal the plain count on generated chats that span two and three years', () => {
    const chats = [
      generateChatColumns({
        seed: 11,
        start: '2023-06-15',
        days: 400,
        conversationsPerDay: 0.9,
        events: [{ type: 'silence', start: '2023-09-01', days: 19 }],
      }),
      generateChatColumns({ seed: 12, start: '2022-11-20', days: 500, conversationsPerDay: 3 }),
    ]
    for (const chat of chats) {
      const years = yearsOf(chat)
      expect(years.length).toBeGreaterThanOrEqual(2)
      for (const figures of years) {
        const plain = plainYearFigures(chat, figures.year)
        expect(figures.messages).toBe(plain.messages)
        expect(figures.activeDays).toBe(plain.activeDays)
        expect(figures.conversations).toBe(plain.conversations)
        expect(figures.conversationMinutes).toBe(plain.conversationMinutes)
        expect(figures.longestStreak?.days).toBe(plain.streak.days)
        expect(figures.longestStreak?.start).toBe(plain.streak.start)
        expect(figures.biggestDay).toEqual(plain.biggest)
        expect(figures.longestQuiet?.minutes).toBe(plain.quiet.minutes)
        expect(figures.longestQuiet?.start).toBe(plain.quiet.start)
        expect(figures.hourOfWeek.reduce((a, b) => a + b, 0)).toBe(plain.messages)
      }
      expect(years.reduce((sum, y) => sum + y.messages, 0)).toBe(chat.length)
    }
  })

  it('finds the planted silence as the year’s longest quiet stretch', () => {
    const chat = generateChatColumns({
      seed: 5,
      start: '2024-01-01',
      days: 300,
      conversationsPerDay: 4,
      events: [{ type: 'silence', start: '2024-05-10', days: 21 }],
    })
    const [year] = yearsOf(chat)
    expect(year?.longestQuiet?.minutes).toBeGreaterThanOrEqual(21 * MINUTES_PER_DAY)
    expect((year?.longestQuiet?.start ?? '').slice(0, 10) <= '2024-05-10').toBe(true)
    expect(year?.medianPauseMinutes).toBeLessThan(24 * 60)
  })
})

describe('the edges of a year', () => {
  it('a chat that starts mid-year covers the year from its first day', () => {
    const years = analyzeChat(
      chatText([
        ['2024-08-14T10:00', 1],
        ['2024-08-14T10:03', 2],
        ['2024-08-15T21:00', 2],
      ]),
    ).rhythm.years
    expect(years).toHaveLength(1)
    expect(years[0]).toMatchObject({
      year: 2024,
      coveredFrom: '2024-08-14',
      coveredTo: '2024-08-15',
      coveredDays: 2,
      activeDays: 2,
      messages: 3,
      conversations: 2,
      user1Initiations: 1,
      conversationMinutes: 3,
      longestStreak: { days: 2, start: '2024-08-14', end: '2024-08-15' },
      biggestDay: { date: '2024-08-14', messages: 2 },
    })
  })

  it('a chat across New Year splits at midnight, and each side’s replies stay in their year', () => {
    const years = analyzeChat(
      chatText([
        ['2023-12-31T23:50', 1],
        ['2023-12-31T23:55', 2],
        ['2024-01-01T00:02', 1],
        ['2024-01-01T00:04', 2],
      ]),
    ).rhythm.years
    expect(years.map((y) => [y.year, y.messages, y.conversations])).toEqual([
      [2023, 2, 1],
      [2024, 2, 0],
    ])
    // The conversation began in 2023: its time counts there.
    expect(years[0]?.conversationMinutes).toBe(14)
    expect(years[0]?.replies.user2).toMatchObject({ count: 1, medianMinutes: 5 })
    expect(years[1]?.replies.user1).toMatchObject({ count: 1, medianMinutes: 7 })
    expect(years[1]?.replies.user2).toMatchObject({ count: 1, medianMinutes: 2 })
  })

  it('a year with no message is there, empty, between the years around it', () => {
    const years = analyzeChat(
      chatText([
        ['2021-12-30T09:00', 1],
        ['2021-12-30T09:01', 2],
        ['2023-01-02T09:00', 2],
      ]),
    ).rhythm.years
    expect(years.map((y) => y.year)).toEqual([2021, 2022, 2023])
    expect(years[1]).toMatchObject({
      coveredDays: 365,
      activeDays: 0,
      messages: 0,
      conversations: 0,
      conversationMinutes: 0,
      longestStreak: null,
      biggestDay: null,
      longestQuiet: null,
    })
    // The silence began in 2021: it is that year's quiet stretch, all of it.
    expect(years[0]?.longestQuiet).toEqual({
      minutes: parseMinutes('2023-01-02T09:00') - parseMinutes('2021-12-30T09:01'),
      start: '2021-12-30T09:01',
      end: '2023-01-02T09:00',
    })
  })

  it('a chat under a month is one short year', () => {
    const lines = Array.from({ length: 20 }, (_, i): [string, 1 | 2] => [
      `2025-03-${String(1 + i).padStart(2, '0')}T12:00`,
      i % 2 === 0 ? 1 : 2,
    ])
    const [year, ...rest] = analyzeChat(chatText(lines)).rhythm.years
    expect(rest).toEqual([])
    expect(year).toMatchObject({ coveredDays: 20, activeDays: 20, messages: 20 })
    expect(year?.longestStreak).toEqual({ days: 20, start: '2025-03-01', end: '2025-03-20' })
  })

  it('names the year’s rhythm type from the year’s own figures', () => {
    // User 1 opens every conversation: lead and follow.
    const lines: [string, 1 | 2][] = []
    for (let day = 1; day <= 28; day++) {
      const date = `2025-02-${String(day).padStart(2, '0')}`
      lines.push([`${date}T08:00`, 1], [`${date}T08:02`, 2])
    }
    const [year] = analyzeChat(chatText(lines)).rhythm.years
    expect(year?.rhythmType).toBe('leadFollow')
    expect(year?.hourOfWeek.filter((n) => n > 0)).toEqual([8, 8, 8, 8, 8, 8, 8])
  })
})

function parseMinutes(wallClock: string): number {
  return Math.round(Date.parse(`${wallClock}:00Z`) / 60_000) - Date.UTC(2000, 0, 1) / 60_000
}
