import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { REPORT_MAX_CONNECTIONS } from '#src/contract/exports'
import {
  EXPORTS_IN_PROGRESS_MESSAGE,
  EXPORTS_PER_USER,
  exportBuilds,
} from '../exports/export-builds'
import { type TestApp, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser, type TestUser } from '../testing/two-users'

// Building an export must never hold the event loop: other requests (a health check, a page)
// are answered while a Premium user's large custom report is being made. And one user gets
// at most EXPORTS_PER_USER exports in progress at a time.

const BASE = analyzeChat(
  generateChat({
    seed: 5,
    start: '2023-01-02',
    days: 300,
    events: [
      { type: 'silence', start: '2023-03-06', days: 18 },
      { type: 'frequency_drop', start: '2023-07-03', days: 40, factor: 0.2 },
    ],
  }),
)

/** A large stored analysis: 160 moments that stood out (the schema allows 500). */
function largeAnalysis() {
  const anomalies = BASE.analysisData.anomalies
  return {
    ...BASE,
    analysisData: {
      ...BASE.analysisData,
      anomalies: Array.from({ length: 160 }, (_, index) => {
        const anomaly = anomalies[index % anomalies.length]
        if (!anomaly) throw new Error('The generated chat has no anomaly')
        return { ...anomaly, id: `${anomaly.id}-${index}` }
      }),
    },
  }
}

async function analysedConnections(person: TestUser, count: number): Promise<string[]> {
  const body = largeAnalysis()
  const ids: string[] = []
  for (let index = 0; index < count; index++) {
    const created = await person.json('POST', '/api/connections', { name: `Friend ${index + 1}` })
    const { connection } = await created.json()
    const saved = await person.json('POST', `/api/connections/${connection.id}/analyses`, body)
    expect(saved.status).toBe(201)
    ids.push(connection.id)
  }
  return ids
}

/** The longest time the event loop went without running a 5 ms timer, from start to stop. */
function stallProbe() {
  let last = performance.now()
  let longest = 0
  const tick = () => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }
  const timer = setInterval(tick, 5)
  return {
    stop() {
      tick()
      clearInterval(timer)
      return longest
    },
  }
}

const reportOf = (ids: string[]) => ({
  connectionIds: ids,
  from: '2022-01',
  to: '2024-12',
  sections: ['summary', 'monthly', 'responses', 'anomalies'],
  includeNotes: false,
})

/** Holds `count` of the user's export slots until `release` is called. */
function holdSlots(userId: string, count: number) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = Array.from({ length: count }, () => exportBuilds.forUser(userId, () => released))
  return {
    async release() {
      release()
      await Promise.all(held)
    },
  }
}

describe.each(databaseKinds)('building exports on %s', (kind) => {
  const t: TestApp = useTestApp(kind)

  it('answers other requests while a custom report over 20 large connections is built', {
    timeout: 120_000,
  }, async () => {
    const pat = await createTestUser(t, 'Pat', { tier: 'premium' })
    const ids = await analysedConnections(pat, REPORT_MAX_CONNECTIONS)
    const probe = stallProbe()
    const response = await pat.json('POST', '/api/exports/report', reportOf(ids))
    const pdf = new Uint8Array(await response.arrayBuffer())
    const longestStall = probe.stop()
    expect(response.status).toBe(200)
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
    // Every connection's 160 moments: far more than a page each.
    expect(pdf.byteLength).toBeGreaterThan(1_000_000)
    // Built in one piece on the request thread, this report held it for a second or more
    // (docs/decisions/016-server-hot-paths-and-export-builds.md); the bound is loose so a busy
    // machine does not fail it.
    expect(longestStall).toBeLessThan(250)
  })

  it('gives one user at most two exports in progress, then 429 with Retry-After', async () => {
    const pat = await createTestUser(t, 'Pat', { tier: 'premium' })
    const sam = await createTestUser(t, 'Sam', { tier: 'premium' })
    const [id = ''] = await analysedConnections(pat, 1)
    const [samId = ''] = await analysedConnections(sam, 1)
    const held = holdSlots(pat.id, EXPORTS_PER_USER)
    expect(exportBuilds.inProgress(pat.id)).toBe(EXPORTS_PER_USER)

    const refused = await pat.request(`/api/connections/${id}/export/csv`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('5')
    const { error } = await refused.json()
    expect(error).toMatchObject({
      code: 'exports_in_progress',
      message: EXPORTS_IN_PROGRESS_MESSAGE,
    })
    for (const format of ['pdf', 'json'])
      expect((await pat.request(`/api/connections/${id}/export/${format}`)).status).toBe(429)
    expect((await pat.json('POST', '/api/exports/report', reportOf([id]))).status).toBe(429)
    // Nothing was counted for the refused requests, and another user is not held up.
    expect(exportBuilds.inProgress(pat.id)).toBe(EXPORTS_PER_USER)
    expect((await sam.request(`/api/connections/${samId}/export/csv`)).status).toBe(200)

    await held.release()
    expect(exportBuilds.inProgress(pat.id)).toBe(0)
    expect((await pat.request(`/api/connections/${id}/export/csv`)).status).toBe(200)
    expect((await pat.json('POST', '/api/exports/report', reportOf([id]))).status).toBe(200)
  })
})
