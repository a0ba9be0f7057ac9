// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { buildGapAnalysis } from '#src/analysis/gap-analysis'
import { analyzedGapYear } from '#src/analysis/testing/gap-year'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { queryKeys } from '#src/web/lib/query-keys'
import { GapAnalysisView } from './gap-analysis-view'

const CONNECTION = {
  id: '6a0c3a43-3a43-4c1e-9d1e-2c2a4b9e7f10',
  name: 'Sam',
  relationshipType: 'Friend',
}
const analysed = analyzedGapYear()
const data = buildGapAnalysis(analysed, CONNECTION)
const RHYTHM = {
  chapters: analysed.rhythm.chapters,
  balanceOverTime: analysed.rhythm.balanceOverTime,
}

const seen = analyzeChat(
  generateChat({
    seed: 5,
    start: '2023-01-02',
    days: 365,
    events: [
      { type: 'response_delay', start: '2023-09-04', days: 21, who: 'user2', medianMinutes: 300 },
    ],
  }),
).analysisData
const ADVANCED = {
  repliesBySide: { you: seen.responseTimeBySender.user1, them: seen.responseTimeBySender.user2 },
  hourOfWeek: seen.hourOfWeek,
}

function renderView(
  access: 'basic' | 'advanced' = 'advanced',
  rhythm: typeof RHYTHM | null = null,
) {
  // The notes are already in the cache, so the view makes no request.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  })
  client.setQueryData(queryKeys.connections.annotations(CONNECTION.id), [])
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GapAnalysisView
          data={data}
          access={access}
          advanced={access === 'advanced' ? ADVANCED : null}
          rhythm={rhythm}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title })
  const found = heading.closest('[id^="anomaly-"]')
  if (!(found instanceof HTMLElement)) throw new Error(`no card for ${title}`)
  return found
}

describe('the gap analysis page', () => {
  it('shows the header, the four summary cards and one card per anomaly', () => {
    renderView()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Relationship Rhythms with Sam',
    )
    for (const label of [
      'Critical Events',
      'Total Anomalies',
      'Longest Gap (days)',
      'Your Normal Gap (days)',
    ])
      expect(screen.getByText(label)).toBeTruthy()
    const silence = data.anomalies.find((a) => a.type === 'silence')
    expect(silence?.title).toMatch(/^\d+-Day Communication Gap$/)
    expect(within(card(silence?.title ?? '')).getByText(/% longer than usual/)).toBeTruthy()
  })

  it('writes the engine’s English: the reassurance, each card’s gentle words and each month', () => {
    const { container } = renderView()
    expect(screen.getByText(data.reassuranceMessage).tagName).toBe('BLOCKQUOTE')
    for (const anomaly of data.anomalies) {
      const found = within(card(anomaly.title))
      expect(found.getByText(anomaly.therapeuticExplanation)).toBeTruthy()
      expect(found.getByText(anomaly.reflectionPrompt)).toBeTruthy()
      for (const feeling of anomaly.likelyFeelings) expect(found.getByText(feeling)).toBeTruthy()
    }
    const titles = [...container.querySelectorAll('li[title]')].map((li) =>
      li.getAttribute('title'),
    )
    for (const month of data.monthlyTimeline)
      expect(titles.some((title) => title?.endsWith(`. ${month.description}`))).toBe(true)
  })

  it('selecting a month selects its first anomaly, and selecting an anomaly selects its month', async () => {
    const user = userEvent.setup()
    renderView()
    const silence = data.anomalies.find((a) => a.type === 'silence')
    const delay = data.anomalies.find((a) => a.type === 'response_delay')
    if (!silence || !delay) throw new Error('planted events not detected')
    const may = screen.getByRole('button', { name: /^May 2023: 1 event/ })
    const september = screen.getByRole('button', { name: /^Sep 2023: 1 event/ })

    await user.click(may)
    expect(may.getAttribute('aria-pressed')).toBe('true')
    expect(card(silence.title).getAttribute('aria-current')).toBe('true')
    expect(card(delay.title).getAttribute('aria-current')).toBeNull()

    await user.click(screen.getByRole('button', { name: delay.title }))
    expect(september.getAttribute('aria-pressed')).toBe('true')
    expect(may.getAttribute('aria-pressed')).toBe('false')
    expect(card(delay.title).getAttribute('aria-current')).toBe('true')
    expect(card(silence.title).getAttribute('aria-current')).toBeNull()
  })

  it('selects a month from the keyboard', async () => {
    const user = userEvent.setup()
    renderView()
    const may = screen.getByRole('button', { name: /^May 2023/ })
    may.focus()
    await user.keyboard('{Enter}')
    expect(may.getAttribute('aria-pressed')).toBe('true')
  })

  it('the advanced level shows the archetype, replies by side and when silence is unusual', () => {
    renderView('advanced')
    expect(screen.getByRole('heading', { name: data.archetype.name })).toBeTruthy()
    expect(screen.getByText('Replies by Side')).toBeTruthy()
    expect(screen.getByText('When Silence Is Unusual')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Advanced Gap Analysis, locked' })).toBeNull()
  })

  it('the basic level locks the advanced parts behind an Upgrade button to the plans', () => {
    renderView('basic')
    const locked = screen.getByRole('region', { name: 'Advanced Gap Analysis, locked' })
    const upgrade = within(locked).getByRole('link', { name: 'Upgrade' })
    expect(upgrade.getAttribute('href')).toBe('/pricing')
    expect(screen.queryByText('Replies by Side')).toBeNull()
    expect(screen.queryByRole('heading', { name: data.archetype.name })).toBeNull()
  })

  it('says whose replies slowed on a Response Time Spike', () => {
    renderView()
    const spikes = screen.getAllByRole('heading', { name: 'Response Time Spike' })
    expect(spikes.length).toBeGreaterThan(0)
    const first = spikes[0]?.closest('[id^="anomaly-"]')
    expect(first?.textContent).toContain('Their replies')
  })

  it('shows the chapters and who starts conversations month by month, when the analysis has them', () => {
    renderView('basic', RHYTHM)
    expect(screen.getByRole('heading', { name: 'Chapters' })).toBeTruthy()
    expect(screen.getByText(/^From January 2023 you exchange about/)).toBeTruthy()
    expect(
      screen.getByRole('heading', { name: 'Who starts conversations, month by month' }),
    ).toBeTruthy()
    expect(screen.getByRole('table')).toBeTruthy()
  })

  it('an analysis saved before chapters existed shows nothing of them, and no error', () => {
    renderView('basic', null)
    expect(screen.queryByRole('heading', { name: 'Chapters' })).toBeNull()
    expect(screen.queryByText(/month by month/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
