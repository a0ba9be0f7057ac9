// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearSession,
  invalidateSession,
  refreshSession,
  resetSession,
  setSession,
} from './session-store'
import { useSession } from './use-session'

const maya = {
  user: { id: 'u1', email: 'maya@example.com', name: 'Maya' },
  session: { id: 's1', expiresAt: new Date('2031-01-01T00:00:00Z') },
}
const mayaPayload = {
  user: { ...maya.user, emailVerified: true },
  session: { id: 's1', expiresAt: '2031-01-01T00:00:00.000Z' },
}

/** A fetch whose answers the test gives, one at a time. */
function controlledFetch() {
  const answers: ((response: Response) => void)[] = []
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push(resolve)
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    answer: (index: number, body: unknown) => answers[index]?.(Response.json(body)),
  }
}

beforeEach(() => resetSession())
afterEach(() => vi.unstubAllGlobals())

describe('useSession', () => {
  it('is pending at first, then reads an unreachable session service as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    const { result } = renderHook(() => useSession())
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current).toEqual({
      user: null,
      session: null,
      isPending: false,
      signedOut: false,
    })
  })

  it('gives the signed-in user and session', () => {
    setSession(maya)
    const { result } = renderHook(() => useSession())
    expect(result.current).toEqual({ ...maya, isPending: false, signedOut: false })
  })

  it('reads the session once for every component that asks at the same time', async () => {
    const { fetchMock, answer } = controlledFetch()
    const first = renderHook(() => useSession())
    const second = renderHook(() => useSession())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(0, mayaPayload))
    expect(first.result.current.user?.name).toBe('Maya')
    expect(second.result.current.user?.name).toBe('Maya')
  })

  it('forgets the user at once after sign-out, even with a read under way', async () => {
    setSession(maya)
    const { fetchMock, answer } = controlledFetch()
    const { result } = renderHook(() => useSession())
    void refreshSession()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    act(() => clearSession())
    expect(result.current.user).toBeNull()
    // The answer of the read begun before signing out comes too late to count.
    await act(async () => answer(0, mayaPayload))
    expect(result.current).toEqual({
      user: null,
      session: null,
      isPending: false,
      signedOut: true,
    })
  })

  it('remembers a sign-out until someone signs in again', async () => {
    setSession(maya)
    const { fetchMock, answer } = controlledFetch()
    const { result } = renderHook(() => useSession())
    act(() => clearSession())
    expect(result.current.signedOut).toBe(true)
    act(() => {
      void invalidateSession()
    })
    await act(async () => answer(0, null))
    expect(result.current).toMatchObject({ user: null, signedOut: true, isPending: false })
    act(() => {
      void invalidateSession()
    })
    await act(async () => answer(1, mayaPayload))
    expect(result.current).toMatchObject({ user: maya.user, signedOut: false })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('reads the session again when it is invalidated (sign-in), pending meanwhile', async () => {
    setSession(null)
    const { fetchMock, answer } = controlledFetch()
    const { result } = renderHook(() => useSession())
    expect(result.current.isPending).toBe(false)
    act(() => {
      void invalidateSession()
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(result.current.isPending).toBe(true)
    await act(async () => answer(0, mayaPayload))
    expect(result.current).toEqual({ ...maya, isPending: false, signedOut: false })
  })

  it('reads a stale session again when the tab is looked at, without going pending', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      setSession(maya)
      const { fetchMock, answer } = controlledFetch()
      const { result } = renderHook(() => useSession())
      document.dispatchEvent(new Event('visibilitychange'))
      expect(fetchMock).not.toHaveBeenCalled()
      vi.setSystemTime(Date.now() + 61_000)
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'))
      })
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(result.current.isPending).toBe(false)
      await act(async () => answer(0, null))
      expect(result.current.user).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('useSession when the server cannot answer', () => {
  it('keeps the signed-in user through a 503 instead of signing them out', async () => {
    setSession(maya)
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
    const { result } = renderHook(() => useSession())
    await act(async () => invalidateSession())
    expect(result.current.user).toEqual(maya.user)
    expect(result.current.isPending).toBe(false)
  })

  it('reads a first visit that gets no answer as signed out, not as loading forever', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const { result } = renderHook(() => useSession())
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.user).toBeNull()
  })

  it('reads an answered "no session" as signed out', async () => {
    setSession(maya)
    vi.stubGlobal('fetch', async () => Response.json(null))
    const { result } = renderHook(() => useSession())
    await act(async () => invalidateSession())
    await waitFor(() => expect(result.current.user).toBeNull())
  })
})
