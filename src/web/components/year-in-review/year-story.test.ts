import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { SAMPLE_YEAR, sampleYearAnalysis } from '#src/analysis/demo-year'
import { chatText } from '#src/analysis/testing/chat-lines'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { AnalysisResult } from '#src/analysis/types'
import '#src/web/testing/english-messages'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'
import type { YearSlide } from './year-slide'
import { latestStoryYear, storyYears, yearStory } from './year-story'

const t: Translate = (id, values) => browserI18n._(id, values)
const english = { t, locale: 'en' as const }
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

function slideOf(slides: YearSlide[] | null, kind: YearSlide['kind']): YearSlide | undefined {
  return slides?.find((s) => s.kind === kind)
}

const twoYears = analyzeChat(
  generateChat({
    seed: 21,
    start: '2024-03-10',
    days: 600,
    conversationsPerDay: 2,
    events: [{ type: 'silence', start: '2025-04-02', days: 16 }],
  }),
)

describe('the slides of a year', () => {
  const slides = yearStory(twoYears, 2025, english)
  const year = twoYears.rhythm.years.find((y) => y.year === 2025)
  if (!slides || !year) throw new Error('expected the 2025 slides')

  it('show the engine’s figures of that year', () => {
    expect(slideOf(slides, 'days')?.figure).toBe(year.activeDays.toLocaleString('en-US'))
    expect(slideOf(slides, 'messages')?.figure).toBe(year.messages.toLocaleString('en-US'))
    expect(slideOf(slides, 'streak')?.figure).toBe(`${year.longestStreak?.days} days`)
    expect(slideOf(slides, 'replies')?.caption).toMatch(/^typical reply time: (You|Them)$/)
    expect(plain(slideOf(slides, 'biggestDay')?.caption ?? '')).toBe(
      `${year.biggestDay?.messages} messages in one day`,
    )
    expect(slideOf(slides, 'quiet')?.figure).toMatch(/^1[6-7](\.\d)? days$/)
  })

  it('has a one-line "how we counted" on every slide, and at most twelve slides', () => {
    expect(slides.length).toBeGreaterThanOrEqual(10)
    expect(slides.length).toBeLessThanOrEqual(12)
    for (const slide of slides) expect(slide.how.length).toBeGreaterThan(10)
  })

  it('says where the export starts or ends inside the year', () => {
    const first = yearStory(twoYears, 2024, english)
    expect(slideOf(first, 'opening')?.note).toContain('The export starts on March 10')
    expect(slideOf(slides, 'opening')?.note).toMatch(/The export ends on/)
  })

  it('compares with the year before as per-day rates, only where the export covers both', () => {
    expect(slideOf(slides, 'versus')?.kicker).toBe('Against 2024')
    expect(slideOf(yearStory(twoYears, 2024, english), 'versus')).toBeUndefined()
  })

  it('keeps names out unless given, and counts out with percentages only', () => {
    const named = yearStory(twoYears, 2025, english, {
      voice: 'you',
      names: { user1: 'You', user2: 'Sam' },
      percentagesOnly: false,
    })
    expect(JSON.stringify(slides)).not.toContain('Sam')
    expect(slideOf(named, 'opening')?.caption).toBe('You and Sam, counted by time alone')
    const shares = yearStory(twoYears, 2025, english, {
      voice: 'we',
      names: null,
      percentagesOnly: true,
    })
    expect(slideOf(shares, 'days')?.figure).toMatch(/^\d+%$/)
    expect(JSON.stringify(shares)).not.toContain(year.messages.toLocaleString('en-US'))
    expect(slideOf(shares, 'days')?.kicker).toBe('Days we talked')
  })

  it('shows the chapters slide only when the plan shows chapters', () => {
    expect(slideOf(slides, 'chapters')).toBeDefined()
    const { chapters: _, ...withoutChapters } = twoYears.rhythm
    const free: AnalysisResult = { ...twoYears, rhythm: withoutChapters }
    expect(slideOf(yearStory(free, 2025, english), 'chapters')).toBeUndefined()
  })
})

describe('the edges', () => {
  it('a year without a message has its opening alone', () => {
    const result = analyzeChat(
      chatText([
        ['2021-12-30T09:00', 1],
        ['2021-12-30T09:01', 2],
        ['2023-01-02T09:00', 2],
      ]),
    )
    expect(yearStory(result, 2022, english)?.map((s) => s.kind)).toEqual(['opening'])
    expect(storyYears(result)).toEqual([2023, 2022, 2021])
    expect(latestStoryYear(result)).toBe(2023)
    expect(yearStory(result, 2019, english)).toBeNull()
  })

  it('an analysis saved before the years has none to show', () => {
    const { years: _, ...older } = twoYears.rhythm
    const result: AnalysisResult = { ...twoYears, rhythm: older }
    expect(storyYears(result)).toEqual([])
    expect(latestStoryYear(result)).toBeNull()
  })

  it('a short chat leaves out who reaches out rather than guess from a handful', () => {
    const result = analyzeChat(
      chatText([
        ['2025-05-01T09:00', 1],
        ['2025-05-01T09:02', 2],
        ['2025-05-02T20:00', 1],
      ]),
    )
    const kinds = yearStory(result, 2025, english)?.map((s) => s.kind)
    expect(kinds).not.toContain('reachOut')
    expect(kinds).toContain('summary')
  })
})

describe('the sample year', () => {
  it('is the engine’s analysis of a made-up chat with a quiet stretch in August', () => {
    const result = sampleYearAnalysis()
    expect(storyYears(result)).toEqual([SAMPLE_YEAR, SAMPLE_YEAR - 1])
    const year = result.rhythm.years.find((y) => y.year === SAMPLE_YEAR)
    expect(year?.longestQuiet?.start.slice(0, 7)).toBe(`${SAMPLE_YEAR}-08`)
    expect(year?.longestQuiet?.minutes).toBeGreaterThanOrEqual(12 * 24 * 60)
    const kinds = yearStory(result, SAMPLE_YEAR, english)?.map((s) => s.kind)
    expect(kinds).toContain('versus')
    expect(kinds?.length).toBeGreaterThanOrEqual(11)
  })
})
