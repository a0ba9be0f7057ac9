// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '#src/web/lib/use-session'
import { renderWithRouter, signedInAs, signedOut } from '#src/web/testing/render-with-router'
import { SiteHeader } from './site-header'

const fake = vi.hoisted(() => ({ state: null as SessionState | null }))
vi.mock('#src/web/lib/use-session', () => ({ useSession: () => fake.state }))
vi.mock('#src/web/lib/session-store', () => ({
  clearSession: () => {},
  markSessionEnding: () => {},
}))

// The account menu and the small-screen menu are loaded on demand, and React draws each only once
// it has loaded. Drawing the signed-in header once here, until both are there, keeps each test
// about the header, whichever runs first, not about the first import's duration.
beforeAll(async () => {
  fake.state = signedInAs('Maya Lopez')
  renderWithRouter(<SiteHeader />, { path: '/dashboard' })
  await screen.findByRole('button', { name: 'Open account menu' }, { timeout: 10_000 })
  await screen.findByRole('button', { name: 'Open menu' }, { timeout: 10_000 })
  cleanup()
})

function desktopNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
}

function linkNames(scope: ReturnType<typeof within>) {
  return scope.getAllByRole('link').map((link: HTMLElement) => link.textContent)
}

describe('SiteHeader', () => {
  it('offers Home, Blog and Pricing plus Sign In and Sign Up to a visitor', () => {
    fake.state = signedOut
    renderWithRouter(<SiteHeader />, { path: '/welcome' })
    expect(linkNames(desktopNav())).toEqual(['Home', 'Blog', 'Pricing'])
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup')
    expect(screen.getByRole('link', { name: 'Cadence' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button', { name: 'Open account menu' })).toBeNull()
  })

  it('offers Dashboard, Compare and Blog plus the account menu when signed in', () => {
    fake.state = signedInAs('Maya Lopez')
    renderWithRouter(<SiteHeader />, { path: '/dashboard' })
    expect(linkNames(desktopNav())).toEqual(['Dashboard', 'Compare', 'Blog'])
    expect(screen.getByRole('link', { name: 'Cadence' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  })

  it('marks only the current page as active', () => {
    fake.state = signedOut
    renderWithRouter(<SiteHeader />, { path: '/blog/why-timing-matters' })
    expect(desktopNav().getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(desktopNav().getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(
      false,
    )
  })

  it('marks Sign In as the current page on the sign-in form', () => {
    fake.state = signedOut
    renderWithRouter(<SiteHeader />, { path: '/login' })
    const signIn = screen.getByRole('link', { name: 'Sign In' })
    expect(signIn.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Sign Up' }).hasAttribute('aria-current')).toBe(false)
  })

  it('highlights Dashboard on any page under /connections', () => {
    fake.state = signedInAs('Maya Lopez')
    renderWithRouter(<SiteHeader />, { path: '/connections/abc-123/gap-analysis' })
    const nav = desktopNav()
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')
    expect(nav.getByRole('link', { name: 'Compare' }).hasAttribute('aria-current')).toBe(false)
  })

  it('highlights Compare, not Dashboard, on the comparison page', () => {
    fake.state = signedInAs('Maya Lopez')
    renderWithRouter(<SiteHeader />, { path: '/dashboard/compare' })
    const nav = desktopNav()
    expect(nav.getByRole('link', { name: 'Compare' }).getAttribute('aria-current')).toBe('page')
    expect(nav.getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(false)
  })

  it('shows the avatar initial on the account menu, which names the user', async () => {
    fake.state = signedInAs(null, 'sam@example.com')
    renderWithRouter(<SiteHeader />, { path: '/dashboard' })
    const trigger = await screen.findByRole('button', { name: 'Open account menu' })
    expect(trigger.textContent).toBe('S')

    fireEvent.keyDown(trigger, { key: 'Enter' })
    const menu = within(await screen.findByRole('menu'))
    expect(menu.getByText('User')).toBeTruthy()
    expect(menu.getByText('sam@example.com')).toBeTruthy()
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Account Settings',
      'Sign Out',
    ])
  })

  it('shows no sign-in buttons while the session is still being read', () => {
    fake.state = { ...signedOut, isPending: true }
    renderWithRouter(<SiteHeader />, { path: '/welcome' })
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  })
})

describe('the mobile menu', () => {
  it('opens and closes with its button, which reports its state', () => {
    fake.state = signedOut
    renderWithRouter(<SiteHeader />, { path: '/welcome' })
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(panel?.hidden).toBe(false)
    expect(document.activeElement?.textContent).toBe('Home')

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(panel?.hidden).toBe(true)
  })

  it('closes on Escape and gives focus back to its button', () => {
    fake.state = signedInAs('Maya Lopez')
    renderWithRouter(<SiteHeader />, { path: '/dashboard' })
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(screen.getByText('maya@example.com')).toBeTruthy()

    fireEvent.keyDown(document, { key: 'Escape' })
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('lists the signed-in links, the account settings and sign out', () => {
    fake.state = signedInAs(null)
    renderWithRouter(<SiteHeader />, { path: '/dashboard' })
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '',
    )
    if (!panel) throw new Error('the menu panel is missing')
    const menu = within(panel)
    expect(menu.getByText('User')).toBeTruthy()
    expect(linkNames(menu)).toEqual(['Dashboard', 'Compare', 'Blog', 'Account Settings'])
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeTruthy()
  })

  it('folds up on a tap outside it', () => {
    fake.state = signedOut
    renderWithRouter(<SiteHeader />, { path: '/welcome' })
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    fireEvent.pointerDown(document.body)
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
  })

  it('folds up when one of its links is followed', () => {
    fake.state = signedOut
    renderWithRouter(<SiteHeader />, { path: '/welcome' })
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '',
    )
    if (!panel) throw new Error('the menu panel is missing')
    fireEvent.click(within(panel).getByRole('link', { name: 'Pricing' }))
    expect(screen.getByTestId('location').textContent).toBe('/pricing')
    expect(panel.hidden).toBe(true)
  })
})
