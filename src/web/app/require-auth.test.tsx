// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { SessionState } from '#src/web/lib/use-session'
import { renderWithRouter, signedInAs, signedOut } from '#src/web/testing/render-with-router'
import { RequireAuth } from './require-auth'

const fake = vi.hoisted(() => ({ state: null as SessionState | null }))
vi.mock('#src/web/lib/use-session', () => ({ useSession: () => fake.state }))
vi.mock('#src/web/lib/session-store', () => ({ sessionEndedHere: () => false }))

function renderGuarded(path: string) {
  return renderWithRouter(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<h1>Your Connections</h1>} />
      </Route>
      <Route path="/login" element={<h1>Sign in</h1>} />
    </Routes>,
    { path },
  )
}

describe('RequireAuth', () => {
  it('shows a spinner with "Loading..." while the session is being read', () => {
    fake.state = { ...signedOut, isPending: true }
    renderGuarded('/dashboard')
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('sends a signed-out visitor to /login, replacing history and carrying the location', () => {
    fake.state = signedOut
    renderGuarded('/dashboard?sort=health#top')
    expect(screen.getByRole('heading').textContent).toBe('Sign in')
    const location = screen.getByTestId('location')
    expect(location.dataset.navigation).toBe('REPLACE')
    expect(location.textContent).toBe(
      '/login state={"from":{"pathname":"/dashboard","search":"?sort=health","hash":"#top"}}',
    )
  })

  it('sends someone who just signed out on a protected page to the landing page, not to sign-in', () => {
    fake.state = { ...signedOut, signedOut: true }
    renderGuarded('/dashboard')
    const location = screen.getByTestId('location')
    expect(location.textContent).toBe('/welcome')
    expect(location.dataset.navigation).toBe('REPLACE')
  })

  it('treats a user without a session as signed out', () => {
    fake.state = { ...signedInAs('Maya'), session: null }
    renderGuarded('/dashboard')
    expect(screen.getByRole('heading').textContent).toBe('Sign in')
  })

  it('shows the page to a signed-in user', () => {
    fake.state = signedInAs('Maya')
    renderGuarded('/dashboard')
    expect(screen.getByRole('heading').textContent).toBe('Your Connections')
    expect(screen.getByTestId('location').textContent).toBe('/dashboard')
  })
})
