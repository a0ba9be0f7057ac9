import { expect } from '@playwright/test'
import { createConnectionByApi, signUpAndConfirm } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { test } from './support/test'
import { watchPage } from './support/watch-page'

const routes = [
  '/welcome',
  '/pricing',
  '/blog',
  '/cleaner',
  '/login',
  '/signup',
  '/signup/base',
  '/confirm-email?email=someone%40example.com',
  '/confirm-email-payment?email=someone%40example.com&tier=premium',
  '/dashboard',
  '/dashboard/compare',
  '/account-settings',
  '/connections/add',
  '/connections/00000000-0000-4000-8000-000000000000',
  '/a/page/that/does/not/exist',
]

test('the landing page is served with the Content-Security-Policy and its companions', async ({
  request,
}) => {
  const res = await request.get('/welcome')
  const csp = res.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("connect-src 'self'")
  expect(csp).toContain("font-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
  expect(res.headers()['referrer-policy']).toBe('same-origin')
})

for (const route of routes) {
  test(`${route} loads with no CSP violation and no request to another origin`, async ({
    page,
  }) => {
    const watch = await watchPage(page, E2E_BASE_URL)
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('h1').first()).toBeVisible()
    expect(watch.foreignRequests()).toEqual([])
    expect(await watch.cspViolations()).toEqual([])
  })
}

test('the signed-in pages load with no CSP violation and no request to another origin', async ({
  page,
}) => {
  const watch = await watchPage(page, E2E_BASE_URL)
  await signUpAndConfirm(page, 'Csp')
  const id = await createConnectionByApi(page, 'Robin')
  const signedIn = [
    '/dashboard',
    '/dashboard/compare',
    '/account-settings',
    '/connections/add',
    `/connections/${id}`,
    `/connections/${id}/settings`,
    `/connections/${id}/gap-analysis`,
  ]
  const violations: string[] = []
  for (const route of signedIn) {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('h1').first()).toBeVisible()
    // Each document keeps its own record of violations: read it before leaving.
    violations.push(...(await watch.cspViolations()).map((v) => `${route}: ${v}`))
  }
  expect(watch.foreignRequests()).toEqual([])
  expect([...new Set(violations)]).toEqual([])
})
