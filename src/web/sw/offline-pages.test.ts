import { describe, expect, it } from 'vitest'
import { APP_SHELL_KEY, isPublicPagePath, landingFallback, offlineCopyKey } from './offline-pages'

describe('the copies the service worker keeps', () => {
  it('keeps each public page under its own address, in every language', () => {
    for (const path of [
      '/welcome',
      '/pricing',
      '/blog',
      '/blog/a-post',
      '/cleaner',
      '/de/welcome',
      '/pt-br/blog/x',
      '/ar/cleaner',
    ])
      expect(offlineCopyKey(path), path).toBe(path)
  })

  it('keeps one copy of the app shell for every other page, never one per address', () => {
    for (const path of [
      '/dashboard',
      '/connections/3f1c',
      '/account-settings',
      '/login',
      '/share',
      '/xx/welcome',
    ])
      expect(offlineCopyKey(path), path).toBe(APP_SHELL_KEY)
  })

  it('keeps nothing of the API, the development pages or the payment pages', () => {
    for (const path of [
      '/api/connections',
      '/api/auth/get-session',
      '/dev/outbox',
      '/billing/checkout/1',
    ])
      expect(offlineCopyKey(path), path).toBeNull()
  })

  it('tells public pages from the rest', () => {
    expect(isPublicPagePath('/fr/pricing')).toBe(true)
    expect(isPublicPagePath('/dashboard')).toBe(false)
  })

  it('opens the last landing page kept when / is asked for offline', () => {
    expect(landingFallback(['/cleaner', '/welcome', '/de/welcome', '/de/cleaner'])).toBe(
      '/de/welcome',
    )
    expect(landingFallback(['/cleaner'])).toBeUndefined()
  })
})
