import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser } from '../testing/two-users'

describe.each(databaseKinds)('view preferences API on %s', (kind) => {
  const t = useTestApp(kind)

  it('has none until saved, then creates, updates, lists and deletes one', async () => {
    const alice = await createTestUser(t, 'Alice')
    const { connection } = await (
      await alice.json('POST', '/api/connections', { name: 'Sam' })
    ).json()
    const path = `/api/view-preferences/${connection.id}`
    expect(await (await alice.json('GET', path)).json()).toEqual({ preference: null })

    const created = await alice.json('PUT', path, {
      userPrefersViewAs: 'user2',
      nickname: ' Sammy ',
    })
    expect((await created.json()).preference).toMatchObject({
      connectionId: connection.id,
      userPrefersViewAs: 'user2',
      nickname: 'Sammy',
    })
    await alice.json('PUT', path, { userPrefersViewAs: 'user1', nickname: '  ' })
    expect((await (await alice.json('GET', path)).json()).preference).toMatchObject({
      userPrefersViewAs: 'user1',
      nickname: null,
    })
    const { preferences } = await (await alice.json('GET', '/api/view-preferences')).json()
    expect(preferences).toHaveLength(1)

    expect((await alice.json('DELETE', path)).status).toBe(200)
    expect(await (await alice.json('GET', path)).json()).toEqual({ preference: null })
  })

  it('refuses a perspective other than user1 or user2', async () => {
    const alice = await createTestUser(t, 'Alice')
    const { connection } = await (
      await alice.json('POST', '/api/connections', { name: 'Sam' })
    ).json()
    const response = await alice.json('PUT', `/api/view-preferences/${connection.id}`, {
      userPrefersViewAs: 'user3',
    })
    expect(response.status).toBe(400)
  })
})
