import { describe, expect, it } from 'vitest'
import { sampleAnalysis } from '../testing/sample-analysis'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTwoUsers } from '../testing/two-users'

describe.each(databaseKinds)("one user's connections are invisible to another on %s", (kind) => {
  const t = useTestApp(kind)

  it('answers 404 to Bob on every route that names Alice’s connection, and changes nothing', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const { connection } = await (
      await alice.json('POST', '/api/connections', { name: 'Sam', relationshipType: 'Friend' })
    ).json()
    const id: string = connection.id
    const analysis = sampleAnalysis()
    await alice.json('POST', `/api/connections/${id}/analyses`, analysis)
    await alice.json('PUT', `/api/view-preferences/${id}`, { userPrefersViewAs: 'user2' })
    const before = await (await alice.json('GET', `/api/connections/${id}/analyses`)).json()

    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/connections/${id}`],
      ['PATCH', `/api/connections/${id}`, { name: 'Taken' }],
      ['DELETE', `/api/connections/${id}`],
      ['GET', `/api/connections/${id}/analyses`],
      ['POST', `/api/connections/${id}/analyses`, analysis],
      ['GET', `/api/view-preferences/${id}`],
      ['PUT', `/api/view-preferences/${id}`, { userPrefersViewAs: 'user1' }],
      ['DELETE', `/api/view-preferences/${id}`],
    ]
    for (const [method, path, body] of attempts) {
      const response = await bob.json(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(await response.json())).not.toContain('Sam')
    }
    const bobLists = [
      await (await bob.json('GET', '/api/connections')).json(),
      await (await bob.json('GET', '/api/view-preferences')).json(),
    ]
    expect(bobLists).toEqual([{ connections: [] }, { preferences: [] }])

    expect((await (await alice.json('GET', `/api/connections/${id}`)).json()).connection).toEqual(
      connection,
    )
    expect(await (await alice.json('GET', `/api/connections/${id}/analyses`)).json()).toEqual(
      before,
    )
    const preference = await (await alice.json('GET', `/api/view-preferences/${id}`)).json()
    expect(preference.preference.userPrefersViewAs).toBe('user2')
  })
})
