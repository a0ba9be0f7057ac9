import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { devOutboxRoutes } from './outbox-routes'

describe('without SMTP_URL', () => {
  const t = useTestApp('pglite')

  it('keeps the confirmation mail in the development outbox, where its link can be opened', async () => {
    await t.json('POST', '/api/auth/sign-up/email', {
      email: 'newcomer@example.com',
      password: 'secret-enough',
      name: '',
    })
    const list = await t.request('/dev/outbox')
    expect(list.status).toBe(200)
    const page = await list.text()
    expect(page).toContain('Confirm your email for Cadence')
    expect(page).toContain('to newcomer@example.com')
    expect(page).not.toContain('<script')
    const mail = await t.request('/dev/outbox/1')
    expect(await mail.text()).toContain('/api/auth/verify-email?token=')
  })

  it('is never served in production', async () => {
    const production = { ...t.deps, config: { ...t.deps.config, NODE_ENV: 'production' as const } }
    const response = await devOutboxRoutes(production).request('/')
    expect(response.status).toBe(404)
  })
})
