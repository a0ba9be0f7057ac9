import { describe, expect, it } from 'vitest'
import { listConnections } from '../connections/connections-repository'
import { sampleAnalysis } from '../testing/sample-analysis'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser } from '../testing/two-users'

describe.each(databaseKinds)('connections API on %s', (kind) => {
  const t = useTestApp(kind)

  it('refuses a visitor with 401 Not authenticated', async () => {
    const response = await t.json('GET', '/api/connections')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Not authenticated' },
    })
  })

  it('creates a connection with a trimmed name and reads it back', async () => {
    const alice = await createTestUser(t, 'Alice')
    const created = await alice.json('POST', '/api/connections', {
      name: '  Sam  ',
      relationshipType: 'Friend',
    })
    expect(created.status).toBe(201)
    const { connection } = await created.json()
    expect(connection).toMatchObject({ name: 'Sam', relationshipType: 'Friend' })
    const read = await alice.json('GET', `/api/connections/${connection.id}`)
    expect((await read.json()).connection).toEqual(connection)
  })

  it('refuses a blank name, an unknown relationship type and unknown fields', async () => {
    const alice = await createTestUser(t, 'Alice')
    for (const body of [
      { name: '   ' },
      { name: 'Sam', relationshipType: 'Nemesis' },
      { name: 'Sam', userId: 'someone-else' },
    ]) {
      expect((await alice.json('POST', '/api/connections', body)).status).toBe(400)
    }
  })

  it('lists newest first, each with its newest analysis', async () => {
    const alice = await createTestUser(t, 'Alice')
    const first = (await (await alice.json('POST', '/api/connections', { name: 'Ana' })).json())
      .connection
    await alice.json('POST', '/api/connections', { name: 'Ben' })
    await alice.json('POST', `/api/connections/${first.id}/analyses`, sampleAnalysis(1))
    const newer = sampleAnalysis(2)
    await alice.json('POST', `/api/connections/${first.id}/analyses`, newer)
    const { connections } = await (await alice.json('GET', '/api/connections')).json()
    expect(connections.map((c: { name: string }) => c.name)).toEqual(['Ben', 'Ana'])
    expect(connections[0].latestAnalysis).toBeNull()
    expect(connections[1].latestAnalysis).toMatchObject({
      rhythmScore: newer.rhythmScore,
      totalMessages: newer.totalMessages,
      initiationRate: newer.initiationRate,
    })
  })

  it('answers the list exactly as drizzle reads it (PostgreSQL reads it as a plain statement)', async () => {
    const alice = await createTestUser(t, 'Alice')
    const first = (
      await (
        await alice.json('POST', '/api/connections', { name: 'Ana', relationshipType: 'Friend' })
      ).json()
    ).connection
    await alice.json('POST', '/api/connections', { name: 'Ben' })
    await alice.json('POST', `/api/connections/${first.id}/analyses`, sampleAnalysis(3))
    const { connections } = await (await alice.json('GET', '/api/connections')).json()
    // Inside a transaction the repository always goes through drizzle's prepared query.
    const throughDrizzle = await t.database.db.transaction((tx) => listConnections(tx, alice.id))
    expect(connections).toEqual(throughDrizzle)
    expect(connections[1].latestAnalysis).not.toBeNull()
  })

  it('renames and retypes a connection', async () => {
    const alice = await createTestUser(t, 'Alice')
    const { connection } = await (
      await alice.json('POST', '/api/connections', { name: 'Sam', relationshipType: 'Friend' })
    ).json()
    const renamed = await alice.json('PATCH', `/api/connections/${connection.id}`, {
      name: ' Samira ',
    })
    expect((await renamed.json()).connection).toMatchObject({
      name: 'Samira',
      relationshipType: 'Friend',
    })
    const retyped = await alice.json('PATCH', `/api/connections/${connection.id}`, {
      relationshipType: null,
    })
    expect((await retyped.json()).connection.relationshipType).toBeNull()
    expect((await alice.json('PATCH', `/api/connections/${connection.id}`, {})).status).toBe(400)
  })

  it('deletes a connection with its analyses and view preference', async () => {
    const alice = await createTestUser(t, 'Alice')
    const { connection } = await (
      await alice.json('POST', '/api/connections', { name: 'Sam' })
    ).json()
    await alice.json('POST', `/api/connections/${connection.id}/analyses`, sampleAnalysis())
    await alice.json('PUT', `/api/view-preferences/${connection.id}`, {
      userPrefersViewAs: 'user2',
    })
    expect((await alice.json('DELETE', `/api/connections/${connection.id}`)).status).toBe(200)
    expect((await alice.json('GET', `/api/connections/${connection.id}`)).status).toBe(404)
    expect((await (await alice.json('GET', '/api/view-preferences')).json()).preferences).toEqual(
      [],
    )
    const left = await t.database.db.query.connectionAnalyses.findMany()
    expect(left).toEqual([])
  })

  it('answers 404, not 500, for an id that is not a UUID', async () => {
    const alice = await createTestUser(t, 'Alice')
    for (const [method, path] of [
      ['GET', '/api/connections/not-a-uuid'],
      ['PATCH', '/api/connections/123'],
      ['DELETE', '/api/connections/abc'],
      ['GET', '/api/connections/abc/analyses'],
      ['PUT', '/api/view-preferences/abc'],
    ] as const) {
      const body = method === 'GET' ? undefined : { name: 'x', userPrefersViewAs: 'user1' }
      const response = await alice.json(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
    }
  })
})
