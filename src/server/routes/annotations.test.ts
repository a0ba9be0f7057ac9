import { describe, expect, it } from 'vitest'
import { MEMORY_MAX_LENGTH } from '#src/contract/annotations'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser, type TestUser } from '../testing/two-users'

// These tests are about the routes themselves; the plan gates have their own matrix (plan-gates.test.ts).
const PREMIUM = { tier: 'premium' } as const

async function connectionOf(user: TestUser, name = 'Sam'): Promise<string> {
  const response = await user.json('POST', '/api/connections', { name })
  return (await response.json()).connection.id
}

describe.each(databaseKinds)('memory notes API on %s', (kind) => {
  const t = useTestApp(kind)

  it('saves a trimmed memory note on an anomaly, lists it, edits it and really deletes it', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const id = await connectionOf(alice)
    const path = `/api/connections/${id}/annotations`
    expect(await (await alice.json('GET', path)).json()).toEqual({ annotations: [] })

    const created = await alice.json('POST', path, {
      anomalyId: 'silence-123',
      content: '  I was travelling in Peru  ',
    })
    expect(created.status).toBe(201)
    const { annotation } = await created.json()
    expect(annotation).toMatchObject({
      connectionId: id,
      anomalyId: 'silence-123',
      content: 'I was travelling in Peru',
      annotationType: 'memory',
    })

    const edited = await alice.json('PATCH', `${path}/${annotation.id}`, {
      content: 'Travelling, and a new job',
    })
    expect((await edited.json()).annotation).toMatchObject({
      id: annotation.id,
      content: 'Travelling, and a new job',
    })
    const listed = (await (await alice.json('GET', path)).json()).annotations
    expect(listed.map((a: { content: string }) => a.content)).toEqual(['Travelling, and a new job'])

    expect((await alice.json('DELETE', `${path}/${annotation.id}`)).status).toBe(200)
    expect(await (await alice.json('GET', path)).json()).toEqual({ annotations: [] })
    expect(await t.database.db.query.userAnnotations.findMany()).toEqual([])
    expect((await alice.json('DELETE', `${path}/${annotation.id}`)).status).toBe(404)
  })

  it('lists the newest note first', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const path = `/api/connections/${await connectionOf(alice)}/annotations`
    for (const content of ['first', 'second', 'third']) {
      await alice.json('POST', path, { anomalyId: 'silence-1', content })
    }
    const { annotations } = await (await alice.json('GET', path)).json()
    expect(annotations.map((a: { content: string }) => a.content)).toEqual([
      'third',
      'second',
      'first',
    ])
  })

  it('refuses an empty, whitespace-only or overlong note, on create and on edit', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const path = `/api/connections/${await connectionOf(alice)}/annotations`
    for (const content of ['', '   \n\t ', 'x'.repeat(MEMORY_MAX_LENGTH + 1)]) {
      const response = await alice.json('POST', path, { anomalyId: 'silence-1', content })
      expect(response.status, JSON.stringify(content.slice(0, 10))).toBe(400)
    }
    expect((await alice.json('POST', path, { content: 'no anomaly' })).status).toBe(400)
    const ok = await alice.json('POST', path, {
      anomalyId: 'silence-1',
      content: 'x'.repeat(MEMORY_MAX_LENGTH),
    })
    expect(ok.status).toBe(201)
    const { annotation } = await ok.json()
    expect((await alice.json('PATCH', `${path}/${annotation.id}`, { content: '  ' })).status).toBe(
      400,
    )
  })

  it('asks for a session, and answers 404 to ids that are not UUIDs', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const id = await connectionOf(alice)
    const anonymous = await t.json('GET', `/api/connections/${id}/annotations`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({
      error: { code: 'unauthorized', message: 'Not authenticated' },
    })
    expect((await alice.json('GET', '/api/connections/not-a-uuid/annotations')).status).toBe(404)
    expect(
      (await alice.json('PATCH', `/api/connections/${id}/annotations/42`, { content: 'x' })).status,
    ).toBe(404)
    expect((await alice.json('DELETE', `/api/connections/${id}/annotations/42`)).status).toBe(404)
  })

  it('goes when its connection is deleted', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const id = await connectionOf(alice)
    await alice.json('POST', `/api/connections/${id}/annotations`, {
      anomalyId: 'silence-1',
      content: 'A hard month',
    })
    await alice.json('DELETE', `/api/connections/${id}`)
    expect(await t.database.db.query.userAnnotations.findMany()).toEqual([])
  })
})
