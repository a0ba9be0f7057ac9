// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { StoredAnalysis } from '#src/contract/analyses'
import { queryKeys } from '#src/web/lib/query-keys'
import { useSaveToConnection } from './use-save-to-connection'

const connectionId = '3f1c1a52-5a0e-4c43-9a39-0d6f3c2b9e11'
const result = analyzeChat(generateChat({ seed: 7, days: 20 }))
const saved: StoredAnalysis = {
  ...JSON.parse(JSON.stringify(result)),
  id: '7b1c1a52-5a0e-4c43-9a39-0d6f3c2b9e13',
  connectionId,
  createdAt: '2026-11-27T10:00:00.000Z',
}
const connection = {
  id: connectionId,
  name: 'Sam',
  relationshipType: null,
  createdAt: '2026-11-27T09:00:00.000Z',
}

function renderSave() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, hook: renderHook(() => useSaveToConnection(), { wrapper }).result }
}

describe('useSaveToConnection', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('names the new connection, then saves the figures to it through the connection page’s cache', async () => {
    const requests: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${url}`)
        if (url === '/api/connections')
          return Promise.resolve(Response.json({ connection }, { status: 201 }))
        return Promise.resolve(Response.json({ analysis: saved }, { status: 201 }))
      }),
    )
    const { client, hook } = renderSave()

    let id: string | null = null
    await act(async () => {
      id = await hook.current.save({ name: 'Sam', relationshipType: null }, result)
    })

    expect(id).toBe(connectionId)
    expect(requests).toEqual([
      'POST /api/connections',
      `POST /api/connections/${connectionId}/analyses`,
    ])
    // The connection's page opens on the saved analysis without fetching it again.
    const analyses = client.getQueryData<StoredAnalysis[]>(
      queryKeys.connections.analyses(connectionId),
    )
    expect(analyses?.map((analysis) => analysis.id)).toEqual([saved.id])
  })

  it('says why a save failed, and is ready to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({ error: 'not_found', message: 'Connection not found' }, { status: 404 }),
        ),
      ),
    )
    const { hook } = renderSave()

    let id: string | null = 'unset'
    await act(async () => {
      id = await hook.current.save({ id: connectionId }, result)
    })

    expect(id).toBeNull()
    expect(hook.current.saving.phase).toBe('failed')
    expect(hook.current.busy).toBe(false)
  })
})
