// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { buildComparison, comparedAnalysis } from '#src/analysis/compare'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { messagesIn } from '#src/web/testing/messages-in'
import { ComparisonCard } from './comparison-card'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2024, 5, 15, 12, 0))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const SAM = { id: '0f8e7a62-5b1d-4c8e-9a77-1f2e3d4c5b6a', name: 'Sam', relationshipType: 'Friend' }

describe('a comparison card in German', () => {
  it('writes its labels, figures and last chat in the reader’s language', () => {
    const analysis = analyzeChat(generateChat({ seed: 8, start: '2024-01-01', days: 120 }))
    const [item] = buildComparison([
      { connection: SAM, analysis: comparedAnalysis(analysis) },
    ]).items
    if (!item) throw new Error('no item')
    const i18n = messagesIn('de')
    render(
      <LocaleProvider i18n={i18n}>
        <MemoryRouter>
          <ComparisonCard item={item} />
        </MemoryRouter>
      </LocaleProvider>,
    )
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(figure('Deine Initiative')).toBe(`${item.metrics.initiationPercentage}\u00a0%`)
    expect(figure('Antwortzeit')).toMatch(/^\d+,\d/)
    expect(screen.getByText('Freund*in')).toBeTruthy()
    expect(screen.getByText('Letzter Chat vor 2 Monaten')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Analyse von Sam ansehen' })).toBeTruthy()
  })
})
