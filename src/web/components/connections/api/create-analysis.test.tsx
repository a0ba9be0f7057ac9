// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { StoredAnalysis } from '#src/contract/analyses'
import { getAnalysesQueryOptions } from '#src/web/features/connections/api/get-analyses'
import { getConnectionQueryOptions } from '#src/web/features/connections/api/get-connection'
import { useCreateAnalysis } from './create-analysis'

const connectionId = '3f1c1a52-5a0e-4c43-9a39-0d6f3c2b9e11'
const result = analyzeChat(generateChat({ seed: 5, days: 30 }))
const stored = (id: string): StoredAnalysis => ({
  ...JSON.parse(JSON.stringify(result)),
  id,
  connectionId,
  createdAt: '2026-11-27T10:00:00.000Z',
})
const older = stored('6a1c1a52-5a0e-4c43-9a39-0d6f3c2b9e12')
const saved = stored('7b1c1a52-5a0e-4c43-9a39-0d6f3c2b9e13')

describe('useCreateAnalysis', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the saved analysis from the answer, without waiting for the page to be fetched again', async () => {
    const requests: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${url}`)
        if (init?.method === 'POST')
          return Promise.resolve(Response.json({ analysis: saved }, { status: 201 }))
        // Every refetch hangs: the save must not wait for one.
        return new Promise<Response>(() => {})
      }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    client.setQueryData(getAnalysesQueryOptions(connectionId).queryKey, [older])
    client.setQueryData(getConnectionQueryOptions(connectionId).queryKey, {
      id: connectionId,
      name: 'Sam',
      relationshipType: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result: hook } = renderHook(
      () => ({
        save: useCreateAnalysis(),
        analyses: useQuery(getAnalysesQueryOptions(connectionId)),
        connection: useQuery(getConnectionQueryOptions(connectionId)),
      }),
      { wrapper },
    )

    await act(() => hook.current.save.mutateAsync({ connectionId, result }))

    const analyses = client.getQueryData(getAnalysesQueryOptions(connectionId).queryKey)
    expect(analyses?.map((a) => a.id)).toEqual([saved.id, older.id])
    // The connection is refreshed behind the page; the list it just set is not fetched again.
    expect(requests).toEqual([
      `POST /api/connections/${connectionId}/analyses`,
      `GET /api/connections/${connectionId}`,
    ])
  })
})
