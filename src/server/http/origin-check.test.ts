import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'

// Opened at http://127.0.0.1:3000 (what many people type) with PUBLIC_URL unset.
describe('the origin check with PUBLIC_URL unset', () => {
  const t = useTestApp('pglite', { PUBLIC_URL: '', PORT: '3000' })
  const signUp = (origin: string) =>
    t.json(
      'POST',
      '/api/auth/sign-up/email',
      { email: `sam-${origin.length}@example.com`, password: 'secret-enough', name: '' },
      { Origin: origin },
    )

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'accepts sign-up from %s',
    async (origin) => {
      const response = await signUp(origin)
      expect(response.status).toBe(200)
    },
  )

  it('refuses another port or host and names the address to open', async () => {
    for (const origin of ['http://localhost:3001', 'http://192.168.1.2:3000']) {
      const response = await signUp(origin)
      expect(response.status).toBe(403)
      expect((await response.json()).error.message).toBe(
        'This request must come from the Cadence app. Please open http://localhost:3000 and try again.',
      )
    }
  })
})
