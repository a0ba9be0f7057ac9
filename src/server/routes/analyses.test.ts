import { describe, expect, it } from 'vitest'
import { sampleAnalysis } from '../testing/sample-analysis'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser, type TestUser } from '../testing/two-users'

// These tests are about the routes themselves; the plan gates have their own matrix (plan-gates.test.ts).
const PREMIUM = { tier: 'premium' } as const

async function newConnection(user: TestUser): Promise<string> {
  const response = await user.json('POST', '/api/connections', { name: 'Sam' })
  return (await response.json()).connection.id
}

describe.each(databaseKinds)('analyses API on %s', (kind) => {
  const t = useTestApp(kind)

  it('stores the engine result and gives it back unchanged, newest first', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const id = await newConnection(alice)
    const older = sampleAnalysis(1)
    const newer = sampleAnalysis(2, 120)
    expect((await alice.json('POST', `/api/connections/${id}/analyses`, older)).status).toBe(201)
    const created = await alice.json('POST', `/api/connections/${id}/analyses`, newer)
    expect(created.status).toBe(201)
    const { analyses } = await (await alice.json('GET', `/api/connections/${id}/analyses`)).json()
    expect(analyses).toHaveLength(2)
    expect(analyses[0]).toMatchObject({ ...newer, connectionId: id })
    expect(analyses[1]).toMatchObject(older)
  })

  it('refuses a body that carries the messages themselves', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const id = await newConnection(alice)
    const result = sampleAnalysis()
    const withMessages = {
      ...result,
      analysisData: { ...result.analysisData, messages: ['09:00 User 1 hello'] },
    }
    const response = await alice.json('POST', `/api/connections/${id}/analyses`, withMessages)
    expect(response.status).toBe(400)
    expect(await t.database.db.query.connectionAnalyses.findMany()).toEqual([])
  })

  it('refuses a body over the size cap with 413', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const id = await newConnection(alice)
    const huge = { ...sampleAnalysis(), balanceInsight: 'x'.repeat(2 * 1024 * 1024) }
    const response = await alice.json('POST', `/api/connections/${id}/analyses`, huge)
    expect(response.status).toBe(413)
  })

  it('answers 404 for a connection that does not exist', async () => {
    const alice = await createTestUser(t, 'Alice', PREMIUM)
    const missing = crypto.randomUUID()
    const posted = await alice.json(
      'POST',
      `/api/connections/${missing}/analyses`,
      sampleAnalysis(),
    )
    expect(posted.status).toBe(404)
    expect((await alice.json('GET', `/api/connections/${missing}/analyses`)).status).toBe(404)
  })
})
