import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { afterAll, describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { PlanTier } from '#src/contract/plans'
import { userSubscriptions } from '../db/schema'
import { TEST_ORIGIN, type TestApp, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser, type TestUser } from '../testing/two-users'

const RESULT = analyzeChat(
  generateChat({
    seed: 21,
    start: '2023-01-02',
    days: 300,
    events: [{ type: 'silence', start: '2023-05-01', days: 20 }],
  }),
)

async function analysedConnection(t: TestApp, tier: PlanTier) {
  const pat = await createTestUser(t, 'Pat', { tier: 'premium' })
  const created = await pat.json('POST', '/api/connections', { name: 'Zoë' })
  const { connection } = await created.json()
  await pat.json('POST', `/api/connections/${connection.id}/analyses`, RESULT)
  const gap = await (await pat.json('GET', `/api/connections/${connection.id}/gap-analysis`)).json()
  const anomalyId = gap.gapAnalysis.anomalies[0].id
  const note = { anomalyId, content: 'We were both moving house' }
  await pat.json('POST', `/api/connections/${connection.id}/annotations`, note)
  await t.database.db
    .update(userSubscriptions)
    .set({ subscriptionTier: tier })
    .where(eq(userSubscriptions.userId, pat.id))
  return { pat, id: connection.id as string }
}

const get = (person: TestUser, path: string) => person.request(path)
const report = (person: TestUser, ids: string[], includeNotes = false) =>
  person.json('POST', '/api/exports/report', {
    connectionIds: ids,
    from: '2023-01',
    to: '2023-12',
    sections: ['summary', 'anomalies'],
    includeNotes,
  })

const pdfDir = mkdtempSync(join(tmpdir(), 'cadence-route-pdf-'))
afterAll(() => rmSync(pdfDir, { recursive: true, force: true }))
let pdfCount = 0
/** A PDF response's text through poppler's pdftotext. */
async function pdfTextOf(response: Response): Promise<string> {
  const file = join(pdfDir, `export-${++pdfCount}.pdf`)
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()))
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

describe.each(databaseKinds)('exports on %s', (kind) => {
  const t = useTestApp(kind)

  const EXPECTED: Record<PlanTier, Record<string, number>> = {
    free: { csv: 402, pdf: 402, json: 402, card: 402, report: 402 },
    base: { csv: 200, pdf: 200, json: 402, card: 402, report: 402 },
    premium: { csv: 200, pdf: 200, json: 200, card: 200, report: 200 },
  }

  it.each<PlanTier>(['free', 'base', 'premium'])(
    'the %s plan gets exactly its formats',
    async (tier) => {
      const { pat, id } = await analysedConnection(t, tier)
      const statuses = {
        csv: (await get(pat, `/api/connections/${id}/export/csv`)).status,
        pdf: (await get(pat, `/api/connections/${id}/export/pdf`)).status,
        json: (await get(pat, `/api/connections/${id}/export/json`)).status,
        card: (await get(pat, `/api/connections/${id}/export/card`)).status,
        report: (await report(pat, [id])).status,
      }
      expect(statuses).toEqual(EXPECTED[tier])
    },
  )

  it('a cancelled Premium subscription exports nothing, and keeps every analysis', async () => {
    const { pat, id } = await analysedConnection(t, 'premium')
    await t.database.db
      .update(userSubscriptions)
      .set({ subscriptionStatus: 'cancelled' })
      .where(eq(userSubscriptions.userId, pat.id))
    for (const format of ['csv', 'pdf', 'json', 'card'])
      expect((await get(pat, `/api/connections/${id}/export/${format}`)).status).toBe(402)
    expect((await report(pat, [id])).status).toBe(402)
    const { analyses } = await (await pat.json('GET', `/api/connections/${id}/analyses`)).json()
    expect(analyses).toHaveLength(1)
  })

  it('a CSV holds the stored figures, and the notes only when asked for', async () => {
    const { pat, id } = await analysedConnection(t, 'base')
    const response = await get(pat, `/api/connections/${id}/export/csv`)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="cadence-zoe-/,
    )
    const text = await response.text()
    const rows = Papa.parse<Record<string, string>>(text, { header: true }).data
    const figure = (name: string) => rows.find((r) => r.section === 'figure' && r.figure === name)
    expect(figure('rhythm score')?.value).toBe(String(RESULT.rhythmScore))
    expect(figure('total messages')?.value).toBe(String(RESULT.totalMessages))
    expect(text).not.toContain('moving house')
    const withNotes = await (await get(pat, `/api/connections/${id}/export/csv?notes=1`)).text()
    expect(withNotes).toContain('We were both moving house')
  })

  it('a PDF and a versioned JSON come back whole', async () => {
    const { pat, id } = await analysedConnection(t, 'premium')
    const pdf = await get(pat, `/api/connections/${id}/export/pdf`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    const json = await (await get(pat, `/api/connections/${id}/export/json`)).json()
    expect(json.version).toBe(1)
    expect(json.analysis.totalMessages).toBe(RESULT.totalMessages)
    expect(json.notes).toBeUndefined()
  })

  it("writes the PDFs in the reader's language: the cookie, else Accept-Language", async () => {
    const { pat, id } = await analysedConnection(t, 'premium')
    const german = await pat.request(`/api/connections/${id}/export/pdf`, {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' },
    })
    const germanText = await pdfTextOf(german)
    expect(germanText).toContain('Beziehungsrhythmus mit Zoë')
    expect(germanText).toContain('Monatliche Aktivität')
    // The language cookie beside the session's wins over the browser's languages.
    const french = await t.request('/api/exports/report', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: TEST_ORIGIN,
        Cookie: `${pat.cookie}; cadence-locale=fr`,
        'Accept-Language': 'de',
      },
      body: JSON.stringify({
        connectionIds: [id],
        from: '2023-01',
        to: '2023-12',
        sections: ['summary'],
      }),
    })
    expect(french.status).toBe(200)
    const frenchText = await pdfTextOf(french)
    expect(frenchText).toContain('Le rythme de votre relation avec Zoë')
    expect(frenchText).toContain('janv. 2023 – déc. 2023')
    // The CSV keeps its English keys whoever asks.
    const csv = await pat.request(`/api/connections/${id}/export/csv`, {
      headers: { 'Accept-Language': 'de' },
    })
    expect(await csv.text()).toContain('rhythm score')
  })

  it('the summary card names the connection only when asked', async () => {
    const { pat, id } = await analysedConnection(t, 'premium')
    const plain = await (await get(pat, `/api/connections/${id}/export/card`)).json()
    expect(plain.card.name).toBeNull()
    expect(plain.card.rhythmScore).toBe(RESULT.rhythmScore)
    const named = await (await get(pat, `/api/connections/${id}/export/card?name=1`)).json()
    expect(named.card.name).toBe('Zoë')
  })

  it("refuses another user's connection ids with 404 on every export", async () => {
    const { id } = await analysedConnection(t, 'premium')
    const bob = await createTestUser(t, 'Bob', { tier: 'premium' })
    for (const format of ['csv', 'pdf', 'json', 'card'])
      expect((await get(bob, `/api/connections/${id}/export/${format}`)).status).toBe(404)
    expect((await report(bob, [id])).status).toBe(404)
  })

  it('refuses a bad report body with 400 and an unknown format with 404', async () => {
    const { pat, id } = await analysedConnection(t, 'premium')
    const bad = await pat.json('POST', '/api/exports/report', {
      connectionIds: [],
      from: '2023-13',
    })
    expect(bad.status).toBe(400)
    expect((await get(pat, `/api/connections/${id}/export/docx`)).status).toBe(404)
    expect((await get(pat, `/api/connections/${id}/export/csv?notes=yes`)).status).toBe(400)
  })
})
