// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '../lib/use-session'
import { renderWithRouter, signedInAs, signedOut } from '../test/render-with-router'
import { AppRoutes } from './app-routes'

const fake = vi.hoisted(() => ({ state: null as SessionState | null }))
vi.mock('../lib/use-session', () => ({ useSession: () => fake.state, clearSession: () => {} }))

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
    await pageHeading()
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
    expect(await pageHeading()).toBe('Pricing')
  })

  it('keeps signed-in pages behind sign-in', async () => {
    fake.state = signedOut
    renderWithRouter(<AppRoutes />, { path: '/connections/abc/settings' })
    await waitFor(() => expect(currentPath()).toContain('/login'))
  })

  it('sends gap analysis without a connection id to the dashboard', async () => {
    fake.state = signedInAs('Maya')
    renderWithRouter(<AppRoutes />, { path: '/connections/gap-analysis' })
    expect(await pageHeading()).toBe('Dashboard')
    expect(currentPath()).toBe('/dashboard')
  })

  it('opens a connection page by its id', async () => {
    fake.state = signedInAs('Maya')
    renderWithRouter(<AppRoutes />, { path: '/connections/abc/gap-analysis' })
    expect(await pageHeading()).toBe('Relationship Rhythms')
  })
})
