import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'

/**
 * A callback address that cannot be a header (a character outside printable ASCII, which the
 * redirect would have to write into `Location`) is refused as bad input, never a 500.
 */
describe.each(databaseKinds)('callback addresses on %s', (kind) => {
  const t = useTestApp(kind)

  it.each([
    '/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard%E2%80%A6',
    '/api/auth/verify-email?token=abc&callbackURL=/dash%0Aboard',
    '/api/auth/verify-email?token=abc&errorCallbackURL=%2F%C3%A9',
  ])('%s answers 400', async (path) => {
    const response = await t.request(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_CALLBACK_URL' } })
  })

  it('still follows a plain callback address', async () => {
    const response = await t.request('/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard')
    expect(response.status).not.toBe(400)
    expect(response.status).toBeLessThan(500)
  })
})
