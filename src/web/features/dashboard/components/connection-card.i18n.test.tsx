// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ConnectionListItem } from '#src/contract/connections'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { messagesIn } from '#src/web/testing/messages-in'
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

describe('a connection card in French', () => {
  it('writes its labels, numbers, pattern and months in the reader’s language', () => {
    const i18n = messagesIn('fr')
    render(
      <LocaleProvider i18n={i18n}>
        <MemoryRouter>
          <ConnectionCard connection={analysed} asUser2={false} />
        </MemoryRouter>
      </LocaleProvider>,
    )
    expect(screen.getByText('Ami·e')).toBeTruthy()
    expect(screen.getByText('Analysée')).toBeTruthy()
    expect(screen.getByText('Score de rythme')).toBeTruthy()
    const figures = screen.getAllByRole('definition').map((node) => node.textContent)
    expect(figures).toEqual(['87', '12\u202f480', '64\u00a0%'])
    expect(screen.getByText('Messages réguliers').className).toContain('bg-success-soft')
    expect(screen.getByText(/^janv\. 2023 – mars 2024$/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Paramètres pour Sam' })).toBeTruthy()
  })
})
