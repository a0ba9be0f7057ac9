import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { user } from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { createTwoUsers } from '../testing/two-users'

describe('PUT /api/account/language', () => {
  const t = useTestApp('pglite')
  const localeOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ locale: user.locale })
      .from(user)
      .where(eq(user.id, id))
    return row?.locale
  }

  it('new accounts start in English', async () => {
    const { alice } = await createTwoUsers(t)
    expect(await localeOf(alice.id)).toBe('en')
  })

  it("changes the signed-in account's language, sets the language cookie and answers 204", async () => {
    const { alice } = await createTwoUsers(t)
    const response = await alice.json('PUT', '/api/account/language', { locale: 'de' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(response.headers.get('set-cookie')).toBe(
      'cadence-locale=de; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect(await localeOf(alice.id)).toBe('de')
  })

  it('shows the language on the session user', async () => {
    const { alice } = await createTwoUsers(t)
    await alice.json('PUT', '/api/account/language', { locale: 'pt-BR' })
    const session = await (await alice.request('/api/auth/get-session')).json()
    expect(session.user.locale).toBe('pt-BR')
  })

  it("changes only the caller's own account", async () => {
    const { alice, bob } = await createTwoUsers(t)
    expect((await alice.json('PUT', '/api/account/language', { locale: 'ar' })).status).toBe(204)
    expect((await bob.json('PUT', '/api/account/language', { locale: 'fr' })).status).toBe(204)
    expect(await localeOf(alice.id)).toBe('ar')
    expect(await localeOf(bob.id)).toBe('fr')
    // Bob naming Alice anywhere in the body changes nothing of hers.
    const sneaky = await bob.json('PUT', '/api/account/language', {
      locale: 'es',
      userId: alice.id,
      id: alice.id,
    })
    expect(sneaky.status).toBe(204)
    expect(await localeOf(alice.id)).toBe('ar')
    expect(await localeOf(bob.id)).toBe('es')
  })

  it.each([
    ['an unknown language', { locale: 'xx' }],
    ['the pseudo-locale', { locale: 'en-XA' }],
    ['a language in the wrong case', { locale: 'pt-br' }],
    ['no language', {}],
    ['a number', { locale: 7 }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const { alice } = await createTwoUsers(t)
    const response = await alice.json('PUT', '/api/account/language', body)
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await localeOf(alice.id)).toBe('en')
  })

  it('refuses a body that is not JSON with 400', async () => {
    const { alice } = await createTwoUsers(t)
    const response = await alice.request('/api/account/language', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{locale',
    })
    expect(response.status).toBe(400)
  })

  it('answers 401 when signed out', async () => {
    const response = await t.json('PUT', '/api/account/language', { locale: 'de' })
    expect(response.status).toBe(401)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
