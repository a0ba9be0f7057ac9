// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '#src/web/lib/use-session'
import { renderWithRouter, signedInAs, signedOut } from '#src/web/testing/render-with-router'
import { AppRoutes } from './app-routes'

const fake = vi.hoisted(() => ({ state: null as SessionState | null }))
vi.mock('#src/web/lib/use-session', () => ({ useSession: () => fake.state }))
vi.mock('#src/web/lib/session-store', () => ({
  clearSession: () => {},
  markSessionEnding: () => {},
  sessionEndedHere: () => false,
}))

// The pages themselves are tested beside their own code; here each stands in by name.
vi.mock('#src/web/features/landing/landing-page', () => ({ default: () => <h1>Landing page</h1> }))
vi.mock('#src/web/features/pricing/pricing-page', () => ({ default: () => <h1>Pricing page</h1> }))
vi.mock('#src/web/features/auth/login-page', () => ({ default: () => <h1>Login page</h1> }))
vi.mock('#src/web/features/dashboard/dashboard-page', () => ({
  default: () => <h1>Dashboard page</h1>,
}))
vi.mock('#src/web/features/gap-analysis/gap-analysis-page', () => ({
  default: () => <h1>Gap analysis page</h1>,
}))

beforeEach(() => {
  // jsdom does not scroll; the layout scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

async function pageHeading() {
  return (await screen.findByRole('heading', { level: 1 })).textContent
}

function currentPath() {
  return screen.getByTestId('location').textContent
}

describe('the route table', () => {
  it('sends / to the landing page', async () => {
    fake.state = signedOut
    renderWithRouter(<AppRoutes />, { path: '/' })
    expect(await pageHeading()).toBe('Landing page')
    expect(currentPath()).toBe('/welcome')
  })

  it('shows the 404 page for an unknown path, whose link leads home', async () => {
    fake.state = signedOut
    renderWithRouter(<AppRoutes />, { path: '/no/such/page' })
    expect(await pageHeading()).toBe('Oops! Page not found')

    fireEvent.click(screen.getByRole('link', { name: 'Return to home' }))
    await waitFor(() => expect(currentPath()).toBe('/welcome'))
  })

  it('loads each public page from its own file', async () => {
    fake.state = signedOut
    renderWithRouter(<AppRoutes />, { path: '/pricing' })
    expect(await pageHeading()).toBe('Pricing page')
  })

  it('keeps signed-in pages behind sign-in', async () => {
    fake.state = signedOut
    renderWithRouter(<AppRoutes />, { path: '/connections/abc/settings' })
    expect(await pageHeading()).toBe('Login page')
    expect(currentPath()).toContain('/login')
  })

  it('sends gap analysis without a connection id to the dashboard', async () => {
    fake.state = signedInAs('Maya')
    renderWithRouter(<AppRoutes />, { path: '/connections/gap-analysis' })
    expect(await pageHeading()).toBe('Dashboard page')
    expect(currentPath()).toBe('/dashboard')
  })

  it('opens the gap analysis of a connection by its id', async () => {
    fake.state = signedInAs('Maya')
    renderWithRouter(<AppRoutes />, { path: '/connections/abc/gap-analysis' })
    expect(await pageHeading()).toBe('Gap analysis page')
  })
})
