import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drainBody, leastStall, listen } from '../testing/event-loop-stall'
import { addLargeConnections, largeAnalysis } from '../testing/large-analysis'
import { TEST_ORIGIN, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTwoUsers, type TestUser } from '../testing/two-users'

// Issue: a user with 20 large connections, four of their large reads at once held /healthz up
// to 0.8 s. The comparison sends summaries; the account export is written out piece by piece.
const CONNECTIONS = 20
const AT_ONCE = 4
/** What a health check may wait behind them. */
const HEALTH_BUDGET_MS = 100
/** Rounds of four, of which the calmest counts (event-loop-stall.ts says why). */
const ROUNDS = 3

describe.each(databaseKinds)('large reads on %s', (kind) => {
  const t = useTestApp(kind)
  let server: Awaited<ReturnType<typeof listen>>
  /** A request over HTTP as the user's browser sends it. */
  const get = (user: TestUser, path: string) =>
    fetch(`${server.baseUrl}${path}`, { headers: { Cookie: user.cookie, Origin: TEST_ORIGIN } })

  beforeAll(async () => {
    // Made once, outside the measured time.
    largeAnalysis()
    server = await listen((request) => t.app.fetch(request))
  })
  afterAll(async () => {
    await server?.close()
  })

  async function largeUser(): Promise<{ alice: TestUser; bob: TestUser; ids: string[] }> {
    const { alice, bob } = await createTwoUsers(t, { tier: 'premium' })
    const ids = await addLargeConnections(t.database.db, alice.id, CONNECTIONS)
    return { alice, bob, ids }
  }

  it('the comparison sends summaries, and four at once keep /healthz answering', async () => {
    const { alice } = await largeUser()
    const { results, stall, rounds } = await leastStall(server.baseUrl, ROUNDS, () =>
      Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          const response = await get(alice, '/api/comparison')
          expect(response.status).toBe(200)
          return drainBody(response)
        }),
      ),
    )
    const sizes = results.flat()
    console.info(`comparison on ${kind}: ${sizes[0]} bytes, ${JSON.stringify(rounds)}`)
    expect(stall.healthChecks).toBeGreaterThan(0)
    expect(stall.longestGapMs).toBeLessThan(HEALTH_BUDGET_MS)
    expect(stall.slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS)
    // A card's figures, not the analysis: well under a kilobyte and a half each.
    for (const size of sizes) expect(size).toBeLessThan(CONNECTIONS * 1500)
  })

  it('the account export holds every analysis, and four at once keep /healthz answering', async () => {
    const { alice, bob, ids } = await largeUser()
    const { results, stall, rounds } = await leastStall(server.baseUrl, ROUNDS, () =>
      Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          const response = await get(alice, '/api/account/export')
          expect(response.status).toBe(200)
          return drainBody(response)
        }),
      ),
    )
    const sizes = results.flat()
    console.info(`account export on ${kind}: ${sizes[0]} bytes, ${JSON.stringify(rounds)}`)
    for (const size of sizes) expect(size).toBe(sizes[0])
    expect(stall.healthChecks).toBeGreaterThan(0)
    expect(stall.longestGapMs).toBeLessThan(HEALTH_BUDGET_MS)
    expect(stall.slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS)

    // And it is the whole of it, Alice's only.
    const data = await (await alice.request('/api/account/export')).json()
    expect(data.user.id).toBe(alice.id)
    expect(data.analyses).toHaveLength(CONNECTIONS)
    expect(data.analyses.map((a: { connectionId: string }) => a.connectionId).sort()).toEqual(
      [...ids].sort(),
    )
    expect(data.analyses[0].analysisData).toEqual(largeAnalysis().analysisData)
    expect(data.analyses[0].rhythm).toEqual(largeAnalysis().rhythm)
    const bobs = await (await bob.request('/api/account/export')).json()
    expect(bobs.user.id).toBe(bob.id)
    expect(bobs.analyses).toEqual([])
    expect(bobs.connections).toEqual([])
  })
})
