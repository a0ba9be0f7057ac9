// @vitest-environment jsdom
import { type Messages, setupI18n } from '@lingui/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { RhythmBalanceOverTime, RhythmChapters } from '#src/analysis/types'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { BalanceOverTime } from './balance-over-time'
import { ChaptersTimeline } from './chapters-timeline'

const catalogs = import.meta.glob<Messages>('/src/i18n/catalogs/{common,gap}/*.json', {
  import: 'default',
  eager: true,
})

function renderIn(locale: string, ui: ReactNode) {
  const english = Object.entries(catalogs).filter(([path]) => path.endsWith('/en.json'))
  const own = Object.entries(catalogs).filter(([path]) => path.endsWith(`/${locale}.json`))
  const messages = Object.assign({}, ...[...english, ...own].map(([, m]) => m))
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  return render(<LocaleProvider i18n={i18n}>{ui}</LocaleProvider>)
}

const CHAPTERS: RhythmChapters = {
  tooFewToTell: false,
  list: [
    {
      start: '2022-01-03',
      end: '2023-03-05',
      messagesPerDay: 40,
      replyMedianMinutes: 4,
      user1InitiationPercent: 50,
    },
    {
      start: '2023-03-06',
      end: '2024-01-28',
      messagesPerDay: 13,
      replyMedianMinutes: 7,
      user1InitiationPercent: 48,
    },
  ],
}

const BALANCE: RhythmBalanceOverTime = {
  tooFewToTell: false,
  months: [
    {
      month: '2023-01',
      conversations: 30,
      tooFewToTell: false,
      user1InitiationPercent: 60,
      lowPercent: 42.3,
      highPercent: 75.4,
    },
    { month: '2023-02', conversations: 2, tooFewToTell: true },
  ],
}

describe('chapters', () => {
  it('English: each chapter in order, with its dates and its sentence', () => {
    renderIn('en-US', <ChaptersTimeline chapters={CHAPTERS} />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]?.textContent).toContain('Chapter 1')
    expect(items[0]?.textContent).toContain(
      'From January 2022 you exchange about 40 messages a day, replies typically take 4 minutes, and you start 50% of conversations.',
    )
    expect(items[1]?.textContent).toMatch(/^Chapter 2 · Mar 6, 2023\s–\sJan 28, 2024/)
    expect(items[1]?.textContent).toContain(
      'From March 2023 you talk about a third as often and replies take longer.',
    )
    expect(screen.queryByText(/stayed much the same/)).toBeNull()
  })

  it('German: the sentences, the dates through Intl', () => {
    renderIn('de', <ChaptersTimeline chapters={CHAPTERS} />)
    expect(screen.getByText('Kapitel')).toBeTruthy()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items[1]?.textContent).toContain('Kapitel 2')
    expect(items[1]?.textContent).toMatch(/6\. März 2023\s?–\s?28\. Jan\. 2024/)
    expect(items[1]?.textContent).toContain(
      'Ab März 2023: ihr schreibt etwa ein Drittel so oft und Antworten brauchen länger.',
    )
  })

  it('a steady chat is one chapter, and a short one is too few to tell', () => {
    const [first] = CHAPTERS.tooFewToTell ? [] : CHAPTERS.list
    if (!first) throw new Error('two chapters above')
    renderIn('en-US', <ChaptersTimeline chapters={{ tooFewToTell: false, list: [first] }} />)
    expect(screen.getByText(/One chapter from start to end/)).toBeTruthy()
    cleanup()
    renderIn('de', <ChaptersTimeline chapters={{ tooFewToTell: true }} />)
    expect(screen.getByText(/^Noch zu wenig, um etwas zu sagen/)).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})

describe('balance over time', () => {
  it('English: a table tells each month, the thin ones as too few to tell', () => {
    renderIn('en-US', <BalanceOverTime balance={BALANCE} />)
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthYour share of conversations started',
      'Jan 202360% (likely 42.3% to 75.4%)',
      'Feb 2023too few to tell',
    ])
    expect(screen.getByText(/Gaps are months with too few conversations/)).toBeTruthy()
  })

  it('German: percentages and months through Intl', () => {
    renderIn('de', <BalanceOverTime balance={BALANCE} />)
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows[1]?.textContent).toBe(
      'Jan. 202360\u00a0% (wahrscheinlich 42,3\u00a0% bis 75,4\u00a0%)',
    )
    expect(rows[2]?.textContent).toBe('Feb. 2023zu wenig, um etwas zu sagen')
    cleanup()
    renderIn('de', <BalanceOverTime balance={{ tooFewToTell: true }} />)
    expect(screen.getByText('Noch zu wenige Gespräche, um etwas zu sagen.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
