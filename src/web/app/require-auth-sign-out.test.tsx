// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSession,
  markSessionEnding,
  resetSession,
  sessionEndedHere,
  setSession,
} from '#src/web/lib/session-store'
import { LocationProbe } from '#src/web/testing/render-with-router'
import { RequireAuth } from './require-auth'

afterEach(() => {
  cleanup()
  resetSession()
  markSessionEnding(false)
})

const maya = {
  user: { id: 'u1', email: 'maya@example.com', name: 'Maya' },
  session: { id: 's1', expiresAt: new Date('2031-01-01T00:00:00Z') },
}

function renderSignedInDashboard() {
  setSession(maya)
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<h1>Your Connections</h1>} />
        </Route>
        <Route path="/login" element={<h1>Sign in</h1>} />
        <Route path="/welcome" element={<h1>Welcome</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  )
  expect(screen.getByRole('heading').textContent).toBe('Your Connections')
}

/** better-auth's session signal refetches and finds no session, before the sign-out navigates. */
async function sessionGoesAway() {
  await act(async () => {
    setSession(null)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('the protected pages when the session ends', () => {
  it('a sign-out begun in this tab lands on /welcome even when the session update comes first', async () => {
    renderSignedInDashboard()
    markSessionEnding()
    await sessionGoesAway()
    expect(screen.getByTestId('location').textContent).toBe('/welcome')
  })

  it('clearing the session here (sign-out done, account deleted) also leads to /welcome', async () => {
    renderSignedInDashboard()
    await act(async () => {
      clearSession()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(screen.getByTestId('location').textContent).toBe('/welcome')
  })

  it('a session that ends elsewhere (expired, signed out in another tab) still leads to /login', async () => {
    renderSignedInDashboard()
    await sessionGoesAway()
    expect(screen.getByTestId('location').textContent).toContain('/login')
  })

  it('signing in again forgets the sign-out', async () => {
    markSessionEnding()
    const original = globalThis.fetch
    globalThis.fetch = async () => Response.json(maya)
    try {
      await import('#src/web/lib/session-store').then((m) => m.refreshSession())
    } finally {
      globalThis.fetch = original
    }
    expect(sessionEndedHere()).toBe(false)
  })
})
