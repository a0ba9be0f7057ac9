// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { buildComparison, comparedAnalysis } from '#src/analysis/compare'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { ComparisonCard } from './comparison-card'
import { formatResponseHours, lastChatText } from './format-comparison'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2024, 5, 15, 12, 0))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const SAM = { id: '0f8e7a62-5b1d-4c8e-9a77-1f2e3d4c5b6a', name: 'Sam', relationshipType: 'Friend' }

function itemFor(days: number) {
  const analysis = analyzeChat(generateChat({ seed: 8, start: '2024-01-01', days }))
  const [item] = buildComparison([{ connection: SAM, analysis: comparedAnalysis(analysis) }]).items
  if (!item) throw new Error('no item')
  return item
}

describe('a comparison card', () => {
  it('shows the four figures in their units and both ways to look closer', () => {
    const item = itemFor(120)
    render(
      <MemoryRouter>
        <ComparisonCard item={item} />
      </MemoryRouter>,
    )
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(figure('You Initiate')).toBe(`${item.metrics.initiationPercentage}%`)
    expect(figure('Response Time')).toMatch(/^\d+\.\dh$/)
    expect(figure('Weekly Chats')).toBe(String(item.metrics.weeklyChats))
    expect(figure('Health Score')).toBe(String(item.metrics.healthScore))
    expect(screen.getByText(item.statusLabel)).toBeTruthy()
    expect(screen.getByText('Friend')).toBeTruthy()
    expect(screen.getByRole('link', { name: /View Analysis/ }).getAttribute('href')).toBe(
      `/connections/${SAM.id}`,
    )
    expect(screen.getByRole('link', { name: /View Gaps/ }).getAttribute('href')).toBe(
      `/connections/${SAM.id}/gap-analysis`,
    )
  })

  it('says when the last chat was, relative to today', () => {
    // The chat ran from January 1 for 120 days: the last message is in late April.
    render(
      <MemoryRouter>
        <ComparisonCard item={itemFor(120)} />
      </MemoryRouter>,
    )
    expect(screen.getByText(/^Last chat (about )?2 months ago$/)).toBeTruthy()
  })
})

describe('comparison formatting', () => {
  it('writes response hours with one decimal, whole numbers too', () => {
    expect(formatResponseHours(0.44)).toBe('0.4h')
    expect(formatResponseHours(26)).toBe('26.0h')
  })

  it('gives the last chat as relative time with a suffix, and nothing when unknown', () => {
    expect(lastChatText('2024-06-14T12:00')).toBe('Last chat 1 day ago')
    expect(lastChatText('2023-06-15T12:00')).toBe('Last chat about 1 year ago')
    expect(lastChatText(null)).toBeNull()
    expect(lastChatText('not a date')).toBeNull()
  })
})
