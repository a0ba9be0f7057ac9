import { describe, expect, it } from 'vitest'
import { comparedAnalysis } from '#src/analysis/compare'
import { ComparisonResponseSchema } from '#src/contract/comparison'
import { addLargeConnections, largeAnalysis } from '../testing/large-analysis'
import { sampleAnalysis } from '../testing/sample-analysis'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTwoUsers, type TestUser } from '../testing/two-users'

// These tests are about the routes themselves; the plan gates have their own matrix (plan-gates.test.ts).
const PREMIUM = { tier: 'premium' } as const

async function analysedConnection(user: TestUser, name: string, seed: number): Promise<string> {
  const { connection } = await (await user.json('POST', '/api/connections', { name })).json()
  await user.json('POST', `/api/connections/${connection.id}/analyses`, sampleAnalysis(seed, 60))
  return connection.id
}

describe.each(databaseKinds)('comparison API on %s', (kind) => {
  const t = useTestApp(kind)

  it('gives each connection, newest first, with its newest analysis or null', async () => {
    const { alice } = await createTwoUsers(t, PREMIUM)
    const sam = await analysedConnection(alice, 'Sam', 1)
    const newer = sampleAnalysis(2, 60)
    await alice.json('POST', `/api/connections/${sam}/analyses`, newer)
    const kim = await analysedConnection(alice, 'Kim', 3)
    await alice.json('POST', '/api/connections', { name: 'Lee', relationshipType: 'Family' })

    const response = await alice.json('GET', '/api/comparison')
    expect(response.status).toBe(200)
    const { connections } = await response.json()
    expect(connections.map((c: { connection: { name: string } }) => c.connection.name)).toEqual([
      'Lee',
      'Kim',
      'Sam',
    ])
    expect(connections[0]).toMatchObject({
      connection: { relationshipType: 'Family' },
      analysis: null,
    })
    expect(connections[1].analysis.id).not.toBe(connections[2].analysis.id)
    expect(connections[1].connection.id).toBe(kim)
    expect(connections[2].connection.id).toBe(sam)
    // The newest analysis's figures, exactly as the engine reads them off the whole analysis.
    const { id, ...figures } = connections[2].analysis
    expect(figures).toEqual(comparedAnalysis(newer))
    expect(() => ComparisonResponseSchema.parse({ connections })).not.toThrow()
  })

  it('sends each analysis as its figures only, never the analysis itself', async () => {
    const { alice } = await createTwoUsers(t, PREMIUM)
    await addLargeConnections(t.database.db, alice.id, 1)
    const response = await alice.json('GET', '/api/comparison')
    const text = await response.text()
    const { connections } = ComparisonResponseSchema.parse(JSON.parse(text))
    const { id: _, ...figures } = connections[0]?.analysis ?? {}
    expect(figures).toEqual(comparedAnalysis(largeAnalysis()))
    expect(figures).toMatchObject({ anomalyCount: 100, months: 120 })
    for (const bulky of ['"analysisData"', '"rhythm"', '"anomalies"', '"balanceInsight"'])
      expect(text).not.toContain(bulky)
    expect(text.length).toBeLessThan(1000)
  })

  it('counts only the anomalies the plan shows', async () => {
    const { alice } = await createTwoUsers(t, { tier: 'base' })
    await addLargeConnections(t.database.db, alice.id, 1)
    const { connections } = await (await alice.json('GET', '/api/comparison')).json()
    const shown = largeAnalysis().analysisData.anomalies.filter((a) =>
      ['silence', 'frequency_drop'].includes(a.type),
    )
    expect(connections[0].analysis.anomalyCount).toBe(shown.length)
    expect(shown.length).toBeLessThan(100)
  })

  it('reads each analysis from the side the user chose for that connection', async () => {
    const { alice } = await createTwoUsers(t, PREMIUM)
    const sam = await analysedConnection(alice, 'Sam', 4)
    const before = (await (await alice.json('GET', '/api/comparison')).json()).connections[0]
    await alice.json('PUT', `/api/view-preferences/${sam}`, { userPrefersViewAs: 'user2' })
    const after = (await (await alice.json('GET', '/api/comparison')).json()).connections[0]
    expect(after.analysis.initiationRate).toBe(100 - before.analysis.initiationRate)
    // Who starts swaps; the pair's own figures do not.
    expect({ ...after.analysis, initiationRate: 0 }).toEqual({
      ...before.analysis,
      initiationRate: 0,
    })
  })

  it('asks for a session', async () => {
    const response = await t.json('GET', '/api/comparison')
    expect(response.status).toBe(401)
    expect((await response.json()).error.message).toBe('Not authenticated')
  })

  it("never shows Bob Alice's connections or analyses", async () => {
    const { alice, bob } = await createTwoUsers(t, PREMIUM)
    await analysedConnection(alice, 'ALICE-ONLY-SAM', 5)
    await analysedConnection(bob, 'Kim', 6)
    const { connections } = await (await bob.json('GET', '/api/comparison')).json()
    expect(connections).toHaveLength(1)
    expect(connections[0].connection.name).toBe('Kim')
    expect(JSON.stringify(connections)).not.toContain('ALICE-ONLY-SAM')
    const mine = (await (await alice.json('GET', '/api/comparison')).json()).connections
    expect(mine.map((c: { connection: { name: string } }) => c.connection.name)).toEqual([
      'ALICE-ONLY-SAM',
    ])
  })
})
