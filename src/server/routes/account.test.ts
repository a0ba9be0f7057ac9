import { describe, expect, it } from 'vitest'
import { WRONG_PASSWORD } from '#src/contract/account'
import {
  billingInvoices,
  connections,
  newsletterSubscribers,
  session,
  user,
  userSubscriptions,
} from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { createTwoUsers } from '../testing/two-users'

describe('your data is yours', () => {
  const t = useTestApp('pglite')
  const db = () => t.database.db

  async function giveEachAConnection(alice: { id: string; email: string }, bob: { id: string }) {
    await db()
      .insert(connections)
      .values([
        { userId: alice.id, name: 'Sam', relationshipType: 'Friend' },
        { userId: bob.id, name: 'Robin' },
      ])
    await db()
      .insert(newsletterSubscribers)
      .values([{ email: alice.email }, { email: 'other@example.com' }])
    await db().insert(billingInvoices).values({
      id: 'in_1',
      userId: bob.id,
      description: 'Base',
      status: 'Paid',
      amount: 499,
      currency: 'usd',
    })
  }

  it('export holds exactly the signed-in user’s rows and no secrets', async () => {
    const { alice, bob } = await createTwoUsers(t)
    await giveEachAConnection(alice, bob)
    const response = await alice.request('/api/account/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const data = await response.json()
    expect(data.user).toMatchObject({ id: alice.id, email: alice.email })
    expect(data.subscription).toMatchObject({ userId: alice.id, subscriptionTier: 'free' })
    expect(data.connections.map((c: { name: string }) => c.name)).toEqual(['Sam'])
    expect(data.newsletter.map((n: { email: string }) => n.email)).toEqual([alice.email])
    expect(data.invoices).toEqual([])
    expect(data.sessions).toHaveLength(1)
    const text = JSON.stringify(data)
    expect(text).not.toContain(bob.id)
    expect(text).not.toContain('$scrypt$')
    expect(text).not.toContain(alice.cookie.split('=')[1]?.split('.')[0])
  })

  it('export needs a session', async () => {
    const response = await t.request('/api/account/export')
    expect(response.status).toBe(401)
    expect((await response.json()).error.message).toBe('Not authenticated')
  })

  it('delete with the wrong password changes nothing', async () => {
    const { alice } = await createTwoUsers(t)
    const response = await alice.json('DELETE', '/api/account', { password: 'wrong' })
    expect(response.status).toBe(403)
    expect((await response.json()).error.message).toBe(WRONG_PASSWORD)
    expect(await db().select().from(user)).toHaveLength(2)
  })

  it('delete removes the user and everything they own, leaves the other user alone, and ends every session', async () => {
    const { alice, bob } = await createTwoUsers(t)
    await giveEachAConnection(alice, bob)
    const response = await alice.json('DELETE', '/api/account', { password: alice.password })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: true })
    expect((await db().select({ id: user.id }).from(user)).map((u) => u.id)).toEqual([bob.id])
    expect((await db().select().from(connections)).map((c) => c.userId)).toEqual([bob.id])
    expect((await db().select().from(userSubscriptions)).map((s) => s.userId)).toEqual([bob.id])
    expect((await db().select().from(session)).map((s) => s.userId)).toEqual([bob.id])
    expect((await db().select().from(newsletterSubscribers)).map((n) => n.email)).toEqual([
      'other@example.com',
    ])
    const after = await alice.request('/api/account/export')
    expect(after.status).toBe(401)
    expect((await bob.request('/api/account/export')).status).toBe(200)
  })

  it('delete from a foreign origin is refused', async () => {
    const { alice } = await createTwoUsers(t)
    const response = await alice.request('/api/account', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ password: alice.password }),
    })
    expect(response.status).toBe(403)
    expect(await db().select().from(user)).toHaveLength(2)
  })
})
