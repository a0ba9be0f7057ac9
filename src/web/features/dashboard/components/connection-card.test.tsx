// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ConnectionListItem } from '#src/contract/connections'
import { renderWithRouter } from '#src/web/testing/render-with-router'
import { ConnectionCard } from './connection-card'

const analysed: ConnectionListItem = {
  id: '3f1c1a52-5a0e-4c43-9a39-0d6f3c2b9e11',
  name: 'Sam',
  relationshipType: 'Friend',
  createdAt: '2024-05-01T10:00:00.000Z',
  latestAnalysis: {
    id: '9b0b7d1e-2a55-4a43-8d1e-5d7c1c0e6a22',
    rhythmScore: 87,
    initiationRate: 64,
    totalMessages: 12_480,
    avgResponseTime: '12.5 minutes',
    communicationPattern: 'Regular messaging',
    dateRangeStart: '2023-01-02T08:15',
    dateRangeEnd: '2024-03-30T22:01',
    createdAt: '2024-05-01T10:05:00.000Z',
  },
}

describe('a connection card on the dashboard', () => {
  it('shows everything docs/product.md §2 lists and opens the connection', () => {
    renderWithRouter(<ConnectionCard connection={analysed} asUser2={false} />)
    expect(screen.getByRole('link', { name: 'Sam' }).getAttribute('href')).toBe(
      `/connections/${analysed.id}`,
    )
    expect(screen.getByText('Friend')).toBeTruthy()
    expect(screen.getByText('Analyzed')).toBeTruthy()
    const figures = screen.getAllByRole('definition').map((node) => node.textContent)
    expect(figures).toEqual(['87', '12,480', '64%'])
    expect(screen.getByText('Regular messaging').className).toContain('bg-success-soft')
    expect(screen.getByText('Jan 2023 – Mar 2024')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Settings for Sam' }).getAttribute('href')).toBe(
      `/connections/${analysed.id}/settings`,
    )
  })

  it('reads initiation from User 2’s side when that is the saved view', () => {
    renderWithRouter(<ConnectionCard connection={analysed} asUser2 />)
    expect(screen.getByText('36%')).toBeTruthy()
  })

  it('invites an upload when the connection has no analysis yet', () => {
    renderWithRouter(
      <ConnectionCard connection={{ ...analysed, latestAnalysis: null }} asUser2={false} />,
    )
    expect(screen.getByText('Upload a chat to see your rhythm.')).toBeTruthy()
    expect(screen.queryByText('Analyzed')).toBeNull()
  })
})
