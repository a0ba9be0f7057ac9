import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTwoUsers } from '../testing/two-users'

// These tests are about the routes themselves; the plan gates have their own matrix (plan-gates.test.ts).
const PREMIUM = { tier: 'premium' } as const

describe.each(databaseKinds)("one user's memory notes are invisible to another on %s", (kind) => {
  const t = useTestApp(kind)

  it('answers 404 to Bob on every route that names Alice’s connection or note, and changes nothing', async () => {
    const { alice, bob } = await createTwoUsers(t, PREMIUM)
    const { connection } = await (
      await alice.json('POST', '/api/connections', { name: 'Sam' })
    ).json()
    const notes = `/api/connections/${connection.id}/annotations`
    const { annotation } = await (
      await alice.json('POST', notes, { anomalyId: 'silence-1', content: 'ALICE-PRIVATE-NOTE' })
    ).json()
    const rowsBefore = await t.database.db.query.userAnnotations.findMany()

    // Bob's own connection with Alice's note id: the note is still not his.
    const bobs = (await (await bob.json('POST', '/api/connections', { name: 'Kim' })).json())
      .connection.id
    const attempts: [string, string, unknown?][] = [
      ['GET', notes],
      ['POST', notes, { anomalyId: 'silence-1', content: 'Bob was here' }],
      ['PATCH', `${notes}/${annotation.id}`, { content: 'Bob was here' }],
      ['DELETE', `${notes}/${annotation.id}`],
      ['PATCH', `/api/connections/${bobs}/annotations/${annotation.id}`, { content: 'Bob' }],
      ['DELETE', `/api/connections/${bobs}/annotations/${annotation.id}`],
    ]
    for (const [method, path, body] of attempts) {
      const response = await bob.json(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(JSON.stringify(await response.json())).not.toContain('ALICE-PRIVATE-NOTE')
    }
    expect(await (await bob.json('GET', `/api/connections/${bobs}/annotations`)).json()).toEqual({
      annotations: [],
    })

    expect(await t.database.db.query.userAnnotations.findMany()).toEqual(rowsBefore)
    const { annotations } = await (await alice.json('GET', notes)).json()
    expect(annotations).toEqual([annotation])
  })
})
