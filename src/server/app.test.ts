import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApp, MAX_BODY_BYTES } from './app'
import { readBody } from './http/read-body'
import { CONTENT_SECURITY_POLICY } from './http/security-headers'
import { useTestApp } from './testing/test-app'
import { databaseKinds } from './testing/test-database'

describe.each(databaseKinds)('the app on %s', (kind) => {
  const t = useTestApp(kind)

  it('answers /healthz and /readyz while the database is up', async () => {
    expect((await t.request('/healthz')).status).toBe(200)
    const ready = await t.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('sends the security headers on every response', async () => {
    const res = await t.request('/api/nothing-here')
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('same-origin')
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'")
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.request('/api/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } })
  })

  it('refuses a body over the limit with a JSON 413 before reading it', async () => {
    const res = await t.json('POST', '/api/nothing-here', 'x'.repeat(MAX_BODY_BYTES + 1))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: { code: 'too_large' } })
  })
})

describe('reading a JSON body', () => {
  const app = new Hono().post('/echo', async (c) =>
    c.json(await readBody(c, z.object({ email: z.email() }))),
  )
  app.onError((err, c) => {
    const status = 'status' in err && err.status === 400 ? 400 : 500
    return c.json({ message: err.message }, status)
  })
  const post = (body: string) =>
    app.request('/echo', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })

  it('turns malformed JSON into a 400', async () => {
    const res = await post('{"email":')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'The request body must be valid JSON.' })
  })

  it('turns a body that breaks the schema into a 400 naming the field', async () => {
    const res = await post('{"email":"not-an-email"}')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/^email: /)
  })
})

describe('the origin check', () => {
  const t = useTestApp('pglite')

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.json('POST', '/api/nothing-here', {}, { Origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden_origin' } })
  })

  it('refuses a state-changing request with no origin at all', async () => {
    const res = await t.request('/api/nothing-here', { method: 'DELETE' })
    expect(res.status).toBe(403)
  })

  it('lets reads through from anywhere', async () => {
    expect((await t.request('/api/nothing-here')).status).toBe(404)
  })
})

describe('the app in production', () => {
  const t = useTestApp('pglite', {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'x'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:9',
  })

  it('never serves a source map', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'cadence-web-'))
    try {
      mkdirSync(join(webRoot, 'assets'))
      writeFileSync(join(webRoot, 'assets', 'index-1.js'), 'export {}')
      writeFileSync(join(webRoot, 'assets', 'index-1.js.map'), '{"sources":["secret.ts"]}')
      const app = createApp({ ...t.deps, webRoot })
      expect((await app.request('/assets/index-1.js')).status).toBe(200)
      expect((await app.request('/assets/index-1.js.map')).status).toBe(404)
    } finally {
      rmSync(webRoot, { recursive: true, force: true })
    }
  })
})
