import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { createMailer } from '../mail/mailer'
import { freePort } from '../testing/free-port'
import { useTestApp } from '../testing/test-app'
import { createTestUser } from '../testing/two-users'
import { registry } from './metrics'
import { metricsApp } from './metrics-server'

/**
 * The value of one series, from the registry as Prometheus would read it: of metric `name`, or
 * of one of its own series (a histogram's `_count`). The registry is the process's: other test
 * files count too, so a test compares values before and after what it does.
 */
async function seriesValue(
  name: string,
  labels: Record<string, string> = {},
  series = name,
): Promise<number> {
  const metric = registry.getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  const { values } = await metric.get()
  const found = values.find(
    (v) =>
      ('metricName' in v ? v.metricName : name) === series &&
      Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value),
  )
  return found?.value ?? 0
}

/** How many requests the public app has timed with this method, route pattern and status. */
function timedRequests(method: string, route: string, status: string): Promise<number> {
  return seriesValue(
    'http_request_duration_seconds',
    { method, route, status },
    'http_request_duration_seconds_count',
  )
}

describe('metrics', () => {
  const t = useTestApp('pglite', { TRUST_PROXY: 'true' })

  it('times requests by route pattern and status, never by the path asked', async () => {
    const alice = await createTestUser(t, 'Alice')
    const id = randomUUID()
    const before = {
      one: await timedRequests('GET', '/api/connections/:id', '404'),
      list: await timedRequests('GET', '/api/connections', '200'),
      unknown: await timedRequests('GET', '/api/*', '404'),
    }
    expect((await alice.request(`/api/connections/${id}`)).status).toBe(404)
    expect((await alice.request('/api/connections')).status).toBe(200)
    expect((await t.request(`/api/no-such-thing/${id}`)).status).toBe(404)
    expect(await timedRequests('GET', '/api/connections/:id', '404')).toBe(before.one + 1)
    expect(await timedRequests('GET', '/api/connections', '200')).toBe(before.list + 1)
    expect(await timedRequests('GET', '/api/*', '404')).toBe(before.unknown + 1)
    const text = await registry.metrics()
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/connections/:id",status="404"}',
    )
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/connections",status="200"}',
    )
    expect(text).toContain('route="/api/*",status="404"')
    expect(text).not.toContain(id)
    expect(text).not.toContain('no-such-thing')
  })

  it('counts sign-ins refused for their credentials, and those refused while locked out', async () => {
    const alice = await createTestUser(t, 'Alice')
    const before = {
      credentials: await seriesValue('cadence_sign_in_failures_total', { reason: 'credentials' }),
      locked: await seriesValue('cadence_sign_in_failures_total', { reason: 'locked' }),
    }
    const signIn = (password: string) =>
      t.json(
        'POST',
        '/api/auth/sign-in/email',
        { email: alice.email, password },
        { 'X-Forwarded-For': '203.0.113.9' },
      )
    for (let i = 0; i < 5; i++) expect((await signIn('guess')).status).toBe(401)
    expect((await signIn(alice.password)).status).toBe(429)
    expect(await seriesValue('cadence_sign_in_failures_total', { reason: 'credentials' })).toBe(
      before.credentials + 5,
    )
    expect(await seriesValue('cadence_sign_in_failures_total', { reason: 'locked' })).toBe(
      before.locked + 1,
    )
  })

  it('counts a mail the mail server did not take', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'Cadence <hello@example.com>',
      logger: createLogger('silent'),
    })
    const before = await seriesValue('cadence_mails_failed_total')
    await expect(
      mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }),
    ).rejects.toThrow()
    expect(await seriesValue('cadence_mails_failed_total')).toBe(before + 1)
  })

  it('serves every metric in Prometheus text on the metrics app, and the public app has none', async () => {
    const response = await metricsApp().request('/metrics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    for (const name of [
      'http_request_duration_seconds',
      'cadence_db_pool_connections_in_use',
      'cadence_db_pool_waiting',
      'cadence_export_builds_running',
      'cadence_export_builds_waiting',
      'cadence_mails_failed_total',
      'cadence_sign_in_failures_total',
    ])
      expect(text).toContain(`# TYPE ${name} `)
    // PGlite: no pool to wait for; no export being built in this test.
    expect(text).toContain('cadence_db_pool_connections_in_use 0\n')
    expect(text).toContain('cadence_export_builds_running 0\n')
    const publicAnswer = await t.request('/metrics')
    expect(publicAnswer.status).toBe(404)
    expect(await publicAnswer.text()).not.toContain('http_request_duration_seconds')
  })

  it('has each metric described in docs/deploy.md', async () => {
    const guide = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8')
    const names = (await registry.getMetricsAsJSON()).map((metric) => metric.name)
    expect(names.length).toBeGreaterThanOrEqual(7)
    for (const name of names) expect(guide).toContain(`\`${name}\``)
  })
})
