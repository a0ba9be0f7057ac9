// @vitest-environment jsdom
import { type Messages, setupI18n } from '@lingui/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { formatDuration } from '#src/analysis/duration-text'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { AnalysisResult } from '#src/analysis/types'
import { viewAs } from '#src/analysis/view-as'
import { formatMinutes } from '#src/i18n/format-numbers'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { CalendarCard } from './calendar/calendar-card'
import { CoverageNote } from './coverage-note'
import { ReplyTimesCard } from './reply-times-card'

const german = import.meta.glob<Messages>('/src/i18n/catalogs/{analysis,common}/de.json', {
  import: 'default',
  eager: true,
})

function inGerman(node: React.ReactNode) {
  const i18n = setupI18n({
    locale: 'de',
    messages: { de: Object.assign({}, ...Object.values(german)) },
  })
  return render(<LocaleProvider i18n={i18n}>{node}</LocaleProvider>)
}

// Half a year across New Year: two years in the calendar.
const result = analyzeChat(generateChat({ seed: 3, start: '2023-10-02', days: 200 }))
const { replyTimes, calendar, streaks, coverage } = result.rhythm

// As WhatsApp does with media: only the newest 10,000 messages of a longer chat.
const longChat = generateChat({ seed: 5, start: '2022-01-03', days: 420 }).trimEnd().split('\n')
const truncated = analyzeChat(longChat.slice(-10_000).join('\n'))

/** A term's value in a side's list of the reply times card. */
function value(side: string, term: string): string {
  const block = screen.getByRole('heading', { name: side }).parentElement
  if (!block) throw new Error(`no block for ${side}`)
  const row = within(block).getByText(term).parentElement
  return row?.querySelector('dd')?.textContent ?? ''
}

/** 'YYYY-MM-DD' as Intl writes it in full. */
const longDate = (date: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00Z`))

describe('the reply times card', () => {
  it('shows each side’s typical reply and most replies within beside the average, in English', () => {
    render(<ReplyTimesCard result={result} />)
    expect(screen.getByRole('heading', { name: 'Reply Times' })).toBeTruthy()
    const { user1, user2 } = result.analysisData.responseTimeBySender
    expect(value('Your replies', 'Typical reply')).toBe(
      formatDuration(replyTimes.user1.medianMinutes ?? -1),
    )
    expect(value('Your replies', 'Most replies within')).toBe(
      formatDuration(replyTimes.user1.p90Minutes ?? -1),
    )
    expect(value('Your replies', 'Average')).toBe(formatDuration(user1.averageMinutes))
    expect(value('Their replies', 'Typical reply')).toBe(
      formatDuration(replyTimes.user2.medianMinutes ?? -1),
    )
    expect(value('Their replies', 'Average')).toBe(formatDuration(user2.averageMinutes))
    expect(
      screen.getByText(
        `From ${replyTimes.user1.count.toLocaleString('en-US')} replies within a conversation`,
      ),
    ).toBeTruthy()
    expect(replyTimes.cutoffSource).toBe('learned')
    expect(
      screen.getByText(
        `The average also counts overnight and multi-day pauses. Typical replies count only replies within a conversation, up to ${formatDuration(replyTimes.cutoffMinutes)}: a cut-off learned from this chat’s own gaps.`,
      ),
    ).toBeTruthy()
    expect(
      screen.getByText(
        `Who writes first after a pause: you ${replyTimes.reopenings.user1} times, they ${replyTimes.reopenings.user2} times. A pause usually lasts ${formatDuration(replyTimes.reopenings.medianPauseMinutes ?? -1)}.`,
      ),
    ).toBeTruthy()
  })

  it('swaps the sides when viewed as User 2', () => {
    render(<ReplyTimesCard result={viewAs(result, 'user2')} />)
    expect(value('Your replies', 'Typical reply')).toBe(
      formatDuration(replyTimes.user2.medianMinutes ?? -1),
    )
    expect(value('Their replies', 'Most replies within')).toBe(
      formatDuration(replyTimes.user1.p90Minutes ?? -1),
    )
    expect(
      screen.getByText(
        new RegExp(
          `you ${replyTimes.reopenings.user2} times, they ${replyTimes.reopenings.user1} times`,
        ),
      ),
    ).toBeTruthy()
  })

  it('shows nothing for an analysis saved before the rhythm existed', () => {
    const { rhythm: _, ...older } = result
    const { container } = render(<ReplyTimesCard result={older satisfies AnalysisResult} />)
    expect(container.textContent).toBe('')
  })

  it('speaks German', () => {
    inGerman(<ReplyTimesCard result={result} />)
    expect(screen.getByRole('heading', { name: 'Antworttempo' })).toBeTruthy()
    expect(value('Deine Antworten', 'Typische Antwort')).toBe(
      formatMinutes(replyTimes.user1.medianMinutes ?? -1, 'de'),
    )
    expect(value('Antworten deines Gegenübers', 'Die meisten Antworten innerhalb von')).toBe(
      formatMinutes(replyTimes.user2.p90Minutes ?? -1, 'de'),
    )
    expect(
      screen.getByText(/^Der Durchschnitt zählt auch Pausen über Nacht/).textContent,
    ).toContain(`bis ${formatMinutes(replyTimes.cutoffMinutes, 'de')}: eine Grenze`)
  })
})

describe('the calendar', () => {
  it('shows the export’s last year, each day named with its messages, and the streaks', () => {
    render(<CalendarCard rhythm={result.rhythm} />)
    const grid = screen.getByRole('grid', { name: 'Messages per day in 2024' })
    expect(within(grid).getAllByRole('row')).toHaveLength(7)
    const [date, count] = calendar.days.find(([d]) => d.startsWith('2024-03')) ?? ['', 0]
    expect(
      within(grid).getByRole('gridcell', { name: `${longDate(date)}: ${count} messages` }),
    ).toBeTruthy()
    expect(
      within(grid).getByRole('gridcell', { name: 'May 1, 2024: not in this export' }),
    ).toBeTruthy()
    expect(
      screen.getByText(
        `${calendar.days.filter(([d]) => d.startsWith('2024')).length} days with messages in 2024`,
      ),
    ).toBeTruthy()
    const longest = screen.getByText('Longest streak').parentElement?.textContent
    expect(longest).toBe(
      `Longest streak${streaks.longestDays} daysStarting ${longDate(streaks.longestStart)}`,
    )
    expect(screen.getByText('Current streak').parentElement?.textContent).toContain(
      `${streaks.currentDays} days`,
    )
    expect(screen.getByText('Messages per day')).toBeTruthy()
  })

  it('moves through the days with the arrow keys, one tab stop for the whole year', () => {
    render(<CalendarCard rhythm={result.rhythm} />)
    const grid = screen.getByRole('grid')
    const stops = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0)
    expect(stops).toHaveLength(1)
    const last = calendar.days.at(-1) ?? ['', 0]
    expect(stops[0]?.getAttribute('aria-label')).toBe(`${longDate(last[0])}: ${last[1]} messages`)
    stops[0]?.focus()
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowLeft' })
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^April 10, 2024: /)
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowDown' })
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^April 11, 2024: /)
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'Home' })
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      `January 1, 2024: ${calendar.days.find(([d]) => d === '2024-01-01')?.[1] ?? 0} messages`,
    )
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'ArrowUp' })
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^January 1, 2024: /)
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1)
  })

  it('switches years', () => {
    render(<CalendarCard rhythm={result.rhythm} />)
    const next = screen.getByRole('button', { name: 'Next year' })
    expect((next as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }))
    expect(screen.getByRole('grid', { name: 'Messages per day in 2023' })).toBeTruthy()
    expect(
      (screen.getByRole('button', { name: 'Previous year' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect(
      screen.getByRole('gridcell', { name: 'October 1, 2023: not in this export' }),
    ).toBeTruthy()
  })

  it('speaks German', () => {
    inGerman(<CalendarCard rhythm={result.rhythm} />)
    const grid = screen.getByRole('grid', { name: 'Nachrichten pro Tag in 2024' })
    const [date, count] = calendar.days.find(([d]) => d.startsWith('2024-03')) ?? ['', 0]
    const name = `${longDate(date, 'de')}: ${new Intl.NumberFormat('de').format(count)} Nachrichten`
    expect(name).toMatch(/^\d+\. März 2024: /)
    expect(within(grid).getByRole('gridcell', { name })).toBeTruthy()
    expect(screen.getByText('Längste Serie').parentElement?.textContent).toContain(
      `${streaks.longestDays} Tage`,
    )
    expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeTruthy()
  })
})

describe('the coverage note', () => {
  it('says history before the first day may be missing when the export sits at WhatsApp’s limit', () => {
    expect(truncated.totalMessages).toBe(10_000)
    const { coverage: cut } = truncated.rhythm
    expect(cut.note).toEqual({ code: 'whatsapp-media-limit', limit: 10_000 })
    render(<CoverageNote coverage={cut} />)
    const note = screen.getByRole('note')
    expect(note.textContent).toContain(`History before ${longDate(cut.firstDate)} may be missing`)
    expect(note.textContent).toContain('With media, WhatsApp exports at most 10,000 messages')
  })

  it('says nothing when nothing suggests missing history', () => {
    expect(coverage.likelyTruncated).toBe(false)
    const { container } = render(<CoverageNote coverage={coverage} />)
    expect(container.textContent).toBe('')
  })

  it('speaks German', () => {
    inGerman(<CoverageNote coverage={truncated.rhythm.coverage} />)
    expect(screen.getByRole('note').textContent).toContain(
      `Der Verlauf vor dem ${longDate(truncated.rhythm.coverage.firstDate, 'de')} fehlt vielleicht`,
    )
    expect(screen.getByRole('note').textContent).toContain('höchstens 10.000 Nachrichten')
  })
})
