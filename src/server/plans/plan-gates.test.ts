import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { AnalysisResult } from '#src/analysis/types'
import type { PlanTier } from '#src/contract/plans'
import {
  analysisUsage,
  connectionAnalyses,
  connections,
  userAnnotations,
  userSubscriptions,
} from '../db/schema'
import { type TestApp, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser, type TestUser } from '../testing/two-users'

// Every gated route × every plan: allowed, refused with 402, and the downgraded case.

/** A whole year with a planted silence and a slower-replies stretch: a full-history analysis. */
const FULL = analyzeChat(
  generateChat({
    seed: 11,
    start: '2023-01-02',
    days: 400,
    events: [
      { type: 'silence', start: '2023-05-01', days: 20 },
      { type: 'response_delay', start: '2023-09-01', days: 40, who: 'user2', medianMinutes: 600 },
    ],
  }),
)
/** Two months: a recent analysis. */
const RECENT = analyzeChat(generateChat({ seed: 12, start: '2024-01-01', days: 60 }))

type Status = 'active' | 'pending' | 'cancelled'

async function userOn(t: TestApp, tier: PlanTier, status: Status = 'active'): Promise<TestUser> {
  const person = await createTestUser(t, 'Pat', { tier })
  await setPlan(t, person, tier, status)
  return person
}

async function setPlan(t: TestApp, person: TestUser, tier: PlanTier, status: Status) {
  await t.database.db
    .update(userSubscriptions)
    .set({ subscriptionTier: tier, subscriptionStatus: status })
    .where(eq(userSubscriptions.userId, person.id))
}

async function addConnection(person: TestUser, name = 'Sam'): Promise<string> {
  const response = await person.json('POST', '/api/connections', { name })
  expect(response.status).toBe(201)
  return (await response.json()).connection.id
}

const analyse = (person: TestUser, id: string, result: AnalysisResult = FULL) =>
  person.json('POST', `/api/connections/${id}/analyses`, result)

async function expectRefused(response: Response, expected: Record<string, unknown>) {
  expect(response.status).toBe(402)
  const { error } = await response.json()
  expect(error).toMatchObject(expected)
  expect(error.message.length).toBeGreaterThan(20)
}

describe.each(databaseKinds)('plan limits and features on %s', (kind) => {
  const t = useTestApp(kind)

  describe('connections', () => {
    it('a free plan adds 3 connections and is refused the 4th with what it allows', async () => {
      const pat = await userOn(t, 'free')
      for (const name of ['A', 'B', 'C']) await addConnection(pat, name)
      const refused = await pat.json('POST', '/api/connections', { name: 'D' })
      await expectRefused(refused, {
        code: 'plan_limit',
        plan: 'free',
        limit: 3,
        gate: 'connections',
      })
      expect((await (await pat.json('GET', '/api/connections')).json()).connections).toHaveLength(3)
    })

    it.each<PlanTier>(['base', 'premium'])('a %s plan has no connection limit', async (tier) => {
      const pat = await userOn(t, tier)
      for (const name of ['A', 'B', 'C', 'D', 'E']) await addConnection(pat, name)
    })

    it('five requests at once on a free plan make exactly 3 connections', async () => {
      const pat = await userOn(t, 'free')
      const answers = await Promise.all(
        ['A', 'B', 'C', 'D', 'E'].map((name) => pat.json('POST', '/api/connections', { name })),
      )
      expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 402, 402])
    })
  })

  describe('analyses a month', () => {
    it('a free plan saves 1 full-history analysis, then offers the recent kind, 3 of them', async () => {
      const pat = await userOn(t, 'free')
      const id = await addConnection(pat)
      expect((await analyse(pat, id, FULL)).status).toBe(201)
      await expectRefused(await analyse(pat, id, FULL), {
        code: 'plan_limit',
        limit: 1,
        gate: 'full_analyses',
      })
      for (let i = 0; i < 3; i++) expect((await analyse(pat, id, RECENT)).status).toBe(201)
      await expectRefused(await analyse(pat, id, RECENT), { limit: 3, gate: 'recent_analyses' })
      const usage = await (await pat.json('GET', '/api/plan')).json()
      expect(usage).toMatchObject({
        tier: 'free',
        connections: { used: 1, limit: 3 },
        fullAnalyses: { used: 1, limit: 1 },
        recentAnalyses: { used: 3, limit: 3 },
      })
    })

    it('a base plan saves 15 full-history analyses a month and unlimited recent ones', async () => {
      const pat = await userOn(t, 'base')
      const id = await addConnection(pat)
      for (let i = 0; i < 15; i++) expect((await analyse(pat, id, FULL)).status).toBe(201)
      await expectRefused(await analyse(pat, id, FULL), { plan: 'base', limit: 15 })
      for (let i = 0; i < 5; i++) expect((await analyse(pat, id, RECENT)).status).toBe(201)
    })

    it('a premium plan has no monthly limit', async () => {
      const pat = await userOn(t, 'premium')
      const id = await addConnection(pat)
      for (let i = 0; i < 17; i++) expect((await analyse(pat, id, FULL)).status).toBe(201)
    })

    it('deleting a connection gives no allowance back, and last month does not count', async () => {
      const pat = await userOn(t, 'free')
      const first = await addConnection(pat, 'First')
      expect((await analyse(pat, first, FULL)).status).toBe(201)
      await pat.json('DELETE', `/api/connections/${first}`)
      const second = await addConnection(pat, 'Second')
      await expectRefused(await analyse(pat, second, FULL), { gate: 'full_analyses' })

      const lastMonth = new Date()
      lastMonth.setUTCDate(0)
      await t.database.db
        .update(analysisUsage)
        .set({ createdAt: lastMonth })
        .where(eq(analysisUsage.userId, pat.id))
      expect((await analyse(pat, second, FULL)).status).toBe(201)
    })
  })

  describe('features', () => {
    async function analysed(tier: PlanTier, status: Status = 'active') {
      const pat = await userOn(t, 'premium')
      const id = await addConnection(pat)
      expect((await analyse(pat, id, FULL)).status).toBe(201)
      await setPlan(t, pat, tier, status)
      return { pat, id }
    }

    it('a free plan is refused comparison, gap analysis and new memory notes', async () => {
      const { pat, id } = await analysed('free')
      await expectRefused(await pat.json('GET', '/api/comparison'), {
        code: 'plan_feature',
        plan: 'free',
        limit: null,
        gate: 'comparison',
      })
      await expectRefused(await pat.json('GET', `/api/connections/${id}/gap-analysis`), {
        gate: 'gap_analysis',
      })
      const note = { anomalyId: 'x', content: 'We were moving house' }
      await expectRefused(await pat.json('POST', `/api/connections/${id}/annotations`, note), {
        gate: 'memory_notes',
      })
      const { analyses } = await (await pat.json('GET', `/api/connections/${id}/analyses`)).json()
      expect(analyses[0].analysisData.anomalies).toEqual([])
      expect(analyses[0].rhythmScore).toBe(FULL.rhythmScore)
    })

    it.each<[Status]>([['pending'], ['cancelled']])(
      'a paid plan that is %s unlocks nothing',
      async (status) => {
        const { pat } = await analysed('premium', status)
        await expectRefused(await pat.json('GET', '/api/comparison'), { plan: 'free' })
      },
    )

    it('a base plan gets comparison and the basic gap analysis: silences and frequency drops', async () => {
      const { pat, id } = await analysed('base')
      expect((await pat.json('GET', '/api/comparison')).status).toBe(200)
      const response = await pat.json('GET', `/api/connections/${id}/gap-analysis`)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.access).toBe('basic')
      expect(body.advanced).toBeNull()
      const types = new Set(body.gapAnalysis.anomalies.map((a: { type: string }) => a.type))
      expect(types.has('silence')).toBe(true)
      expect(types.has('response_delay')).toBe(false)
      const note = { anomalyId: body.gapAnalysis.anomalies[0].id, content: 'A trip' }
      expect((await pat.json('POST', `/api/connections/${id}/annotations`, note)).status).toBe(201)
    })

    it('a premium plan gets every anomaly type, replies by side and the hours of the week', async () => {
      const { pat, id } = await analysed('premium')
      const body = await (await pat.json('GET', `/api/connections/${id}/gap-analysis`)).json()
      expect(body.access).toBe('advanced')
      const types = new Set(body.gapAnalysis.anomalies.map((a: { type: string }) => a.type))
      expect(types.has('response_delay')).toBe(true)
      expect(body.advanced.repliesBySide.them.totalResponses).toBeGreaterThan(0)
      expect(body.advanced.hourOfWeek.user1).toHaveLength(7)
    })

    it('a free plan gets reply times, calendar, streaks and coverage, without chapters or balance over time', async () => {
      const { pat, id } = await analysed('free')
      const { analyses } = await (await pat.json('GET', `/api/connections/${id}/analyses`)).json()
      const { chapters, balanceOverTime, ...everyPlan } = FULL.rhythm
      expect(analyses[0].rhythm).toEqual(everyPlan)
      const again = await (await analyse(pat, id, RECENT)).json()
      expect(again.analysis.rhythm.calendar).toEqual(RECENT.rhythm.calendar)
      expect(again.analysis.rhythm).not.toHaveProperty('chapters')
      expect(again.analysis.rhythm).not.toHaveProperty('balanceOverTime')
      // An upgrade shows them again: they stay stored.
      await setPlan(t, pat, 'base', 'active')
      const upgraded = await (await pat.json('GET', `/api/connections/${id}/analyses`)).json()
      expect(upgraded.analyses.map((a: { rhythm: unknown }) => a.rhythm)).toContainEqual({
        ...everyPlan,
        chapters,
        balanceOverTime,
      })
    })

    it('a base plan gets chapters and balance over time, from the side the user views', async () => {
      const { chapters, balanceOverTime } = FULL.rhythm
      if (chapters.tooFewToTell || balanceOverTime.tooFewToTell)
        throw new Error('the year-long fixture has chapters and months')
      const { pat, id } = await analysed('base')
      const { analyses } = await (await pat.json('GET', `/api/connections/${id}/analyses`)).json()
      expect(analyses[0].rhythm.chapters).toEqual(chapters)
      const body = await (await pat.json('GET', `/api/connections/${id}/gap-analysis`)).json()
      expect(body.rhythm).toEqual({ chapters, balanceOverTime })
      const side = { userPrefersViewAs: 'user2' }
      expect((await pat.json('PUT', `/api/view-preferences/${id}`, side)).status).toBe(200)
      const seen = await (await pat.json('GET', `/api/connections/${id}/gap-analysis`)).json()
      const first = chapters.list[0]
      expect(seen.rhythm.chapters.list[0].user1InitiationPercent).toBe(
        first?.user1InitiationPercent == null ? null : 100 - first.user1InitiationPercent,
      )
    })

    it('an analysis saved before chapters existed shows no rhythm on the gap analysis', async () => {
      const pat = await userOn(t, 'base')
      const id = await addConnection(pat)
      const { rhythm: _rhythm, ...older } = FULL
      expect((await analyse(pat, id, older)).status).toBe(201)
      const body = await (await pat.json('GET', `/api/connections/${id}/gap-analysis`)).json()
      expect(body.gapAnalysis.anomalies.length).toBeGreaterThan(0)
      expect(body.rhythm).toBeNull()
    })

    it("answers 404 to another user's connection id, whatever their plan", async () => {
      const { id } = await analysed('premium')
      const bob = await userOn(t, 'premium')
      expect((await bob.json('GET', `/api/connections/${id}/gap-analysis`)).status).toBe(404)
      expect((await bob.json('POST', `/api/connections/${id}/analyses`, FULL)).status).toBe(404)
    })
  })

  describe('a downgrade loses nothing', () => {
    it('keeps every connection, analysis and note readable and refuses adding until under the limit', async () => {
      const pat = await userOn(t, 'premium')
      const ids: string[] = []
      for (const name of ['A', 'B', 'C', 'D', 'E']) ids.push(await addConnection(pat, name))
      for (const id of ids) expect((await analyse(pat, id, FULL)).status).toBe(201)
      const [first = '', , , fourth = '', fifth = ''] = ids
      const gap = await (await pat.json('GET', `/api/connections/${first}/gap-analysis`)).json()
      const note = { anomalyId: gap.gapAnalysis.anomalies[0].id, content: 'Exams' }
      expect((await pat.json('POST', `/api/connections/${first}/annotations`, note)).status).toBe(
        201,
      )
      const rowsBefore = await countRows(t, pat)

      await setPlan(t, pat, 'premium', 'cancelled')
      expect(await countRows(t, pat)).toEqual(rowsBefore)
      const list = await (await pat.json('GET', '/api/connections')).json()
      expect(list.connections).toHaveLength(5)
      for (const id of ids) {
        const { analyses } = await (await pat.json('GET', `/api/connections/${id}/analyses`)).json()
        expect(analyses[0].totalMessages).toBe(FULL.totalMessages)
      }
      const notes = await (await pat.json('GET', `/api/connections/${first}/annotations`)).json()
      expect(notes.annotations.map((n: { content: string }) => n.content)).toEqual(['Exams'])
      const noteId = notes.annotations[0].id
      const edit = await pat.json('PATCH', `/api/connections/${first}/annotations/${noteId}`, {
        content: 'Changed',
      })
      await expectRefused(edit, { code: 'plan_feature', gate: 'memory_notes' })
      const after = await (await pat.json('GET', `/api/connections/${first}/annotations`)).json()
      expect(after.annotations[0].content).toBe('Exams')

      await expectRefused(await pat.json('POST', '/api/connections', { name: 'F' }), {
        gate: 'connections',
      })
      await expectRefused(await analyse(pat, first, RECENT), { gate: 'connections', limit: 3 })
      await pat.json('DELETE', `/api/connections/${fourth}`)
      await pat.json('DELETE', `/api/connections/${fifth}`)
      expect((await analyse(pat, first, RECENT)).status).toBe(201)
    })
  })
})

async function countRows(t: TestApp, person: TestUser) {
  const { db } = t.database
  const rows = async (
    table: typeof connections | typeof connectionAnalyses | typeof userAnnotations,
  ) => (await db.select().from(table).where(eq(table.userId, person.id))).length
  return {
    connections: await rows(connections),
    analyses: await rows(connectionAnalyses),
    notes: await rows(userAnnotations),
  }
}
