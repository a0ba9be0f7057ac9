// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from './query-client'
import { queryKeys } from './query-keys'
import { clearSession, useSession } from './use-session'

afterEach(() => queryClient.clear())

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

const maya = {
  user: { id: 'u1', email: 'maya@example.com', name: 'Maya' },
  session: { id: 's1', expiresAt: new Date('2031-01-01T00:00:00Z') },
}

describe('useSession', () => {
  it('is pending at first, then reads an unreachable session service as signed out', async () => {
    // No auth server answers in this test: the request fails, and nothing is logged.
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current).toEqual({ user: null, session: null, isPending: false })
  })

  it('gives the signed-in user and session', () => {
    queryClient.setQueryData(queryKeys.session, maya)
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(result.current).toEqual({ ...maya, isPending: false })
  })

  it('forgets the user at once after sign-out', async () => {
    queryClient.setQueryData(queryKeys.session, maya)
    const { result } = renderHook(() => useSession(), { wrapper })
    clearSession()
    await waitFor(() => expect(result.current.user).toBeNull())
    expect(result.current.session).toBeNull()
  })
})

describe('useSession when the server cannot answer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the signed-in user through a 503 instead of signing them out', async () => {
    queryClient.setQueryData(queryKeys.session, maya)
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
    const { result } = renderHook(() => useSession(), { wrapper })
    await queryClient.refetchQueries({ queryKey: queryKeys.session })
    expect(queryClient.getQueryState(queryKeys.session)?.status).toBe('error')
    expect(result.current.user).toEqual(maya.user)
  })

  it('reads an answered "no session" as signed out', async () => {
    queryClient.setQueryData(queryKeys.session, maya)
    vi.stubGlobal('fetch', async () => Response.json(null))
    const { result } = renderHook(() => useSession(), { wrapper })
    await queryClient.refetchQueries({ queryKey: queryKeys.session })
    await waitFor(() => expect(result.current.user).toBeNull())
  })
})
