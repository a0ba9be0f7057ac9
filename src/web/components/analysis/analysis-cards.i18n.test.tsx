// @vitest-environment jsdom
import { type Messages, setupI18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { SHORT_MONTH_NAMES } from '#src/analysis/calendar'
import { formatDuration } from '#src/analysis/duration-text'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { AnalysisDetails, HeadlineStatCards, RhythmScoreCard } from './analysis-cards'
import { PatternBanner } from './pattern-banner'
import { ViewAsToggle } from './view-as-toggle'

// The analysis and common catalogs in German, compiled by the catalog plugin as in the build.
const german = import.meta.glob<Messages>('/src/i18n/catalogs/{analysis,common}/de.json', {
  import: 'default',
  eager: true,
})

const result = analyzeChat(generateChat({ seed: 3, start: '2024-01-01', days: 200 }))
const data = result.analysisData

function Cards() {
  return (
    <>
      <RhythmScoreCard result={result} />
      <HeadlineStatCards result={result} totalHint="hint" />
      <PatternBanner pattern={result.communicationPattern} insight="insight" />
      <AnalysisDetails result={result} />
      <ViewAsToggle value="user1" onChange={() => {}} />
    </>
  )
}

const textOf = (label: string) =>
  screen.getByText(label).parentElement?.parentElement?.textContent ?? ''

describe('the analysis cards in English', () => {
  it('read as they always have', () => {
    const { container } = render(<Cards />)
    expect(screen.getByText('Rhythm Score')).toBeTruthy()
    expect(screen.getByText('Total Messages')).toBeTruthy()
    expect(screen.getByText(result.totalMessages.toLocaleString('en-US'))).toBeTruthy()
    expect(screen.getByText(`${result.initiationRate}%`)).toBeTruthy()
    expect(screen.getByText('of conversations start with you')).toBeTruthy()
    expect(screen.getByText(result.avgResponseTime, { selector: 'p' })).toBeTruthy()
    expect(
      screen.getByText(
        `You reply in ${formatDuration(data.responseTimeBySender.user1.averageMinutes)}, they in ${formatDuration(data.responseTimeBySender.user2.averageMinutes)}`,
      ),
    ).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Communication pattern' })).toBeTruthy()
    expect(screen.getByText(result.communicationPattern)).toBeTruthy()
    expect(container.textContent).toContain(
      `You: ${data.user1Messages.toLocaleString('en-US')} messages`,
    )
    expect(container.textContent).toContain(
      `Them: ${data.user2Messages.toLocaleString('en-US')} messages`,
    )
    expect(container.textContent).toContain(
      `Average reply ${result.avgResponseTime} across ${data.responseTimeStats.totalResponses.toLocaleString('en-US')} responses`,
    )
    expect(container.textContent).toContain(`Rhythm score ${result.rhythmScore} out of 100: `)
    expect(textOf('Most Active Month')).toContain(data.quickStats.mostActiveMonth)
    expect(textOf('Messages/Day')).toContain(String(data.quickStats.averageDaily))
    expect(screen.getByText('Within 5 min').parentElement?.textContent).toBe(
      `Within 5 min${data.responseDistribution.immediate}%`,
    )
    expect(screen.getByRole('group', { name: 'View as' })).toBeTruthy()
    const share = Math.round((data.user1Messages / result.totalMessages) * 100)
    expect(
      screen.getByRole('img', {
        name: `You send ${share}% of the messages, they send ${100 - share}%`,
      }),
    ).toBeTruthy()
  })
})

describe('the analysis cards in German', () => {
  it('write their labels and figures in the reader’s language', () => {
    const i18n = setupI18n({
      locale: 'de',
      messages: { de: Object.assign({}, ...Object.values(german)) },
    })
    const { container } = render(
      <LocaleProvider i18n={i18n}>
        <Cards />
      </LocaleProvider>,
    )
    expect(screen.getByText('Rhythmus-Score')).toBeTruthy()
    expect(screen.getByText('Nachrichten gesamt')).toBeTruthy()
    expect(screen.getByText(new Intl.NumberFormat('de').format(result.totalMessages))).toBeTruthy()
    expect(screen.getByText(`${result.initiationRate} %`)).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Kommunikationsmuster' })).toBeTruthy()
    expect(screen.getByText('Kommunikationsbalance')).toBeTruthy()
    expect(screen.getByText('Antwortverhalten')).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Ansicht als' })).toBeTruthy()
    // Durations in German units, never the engine's English (its insight sentences stay English).
    for (const label of ['Ø Antwortzeit', 'Schnellste Antwort', 'Längste Funkstille']) {
      expect(textOf(label)).toMatch(/\d+(,\d)? (Minuten?|Stunden?|Tage?)/)
      expect(textOf(label)).not.toMatch(/minute|hour|day/)
    }
    expect(container.textContent).toContain(
      `Du: ${new Intl.NumberFormat('de').format(data.user1Messages)} Nachrichten`,
    )
    expect(textOf('Unter 5 Min.')).toContain(
      new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 1 }).format(
        data.responseDistribution.immediate / 100,
      ),
    )
    const [month = '', year = ''] = data.quickStats.mostActiveMonth.split(' ')
    const monthIndex = (SHORT_MONTH_NAMES as readonly string[]).indexOf(month)
    expect(textOf('Aktivster Monat')).toContain(
      new Intl.DateTimeFormat('de', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(Number(year), monthIndex, 1),
      ),
    )
  })
})
