import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { type RouteEntry, routeTable } from './testing/route-table'
import { TEST_ORIGIN, useTestApp } from './testing/test-app'
import { databaseKinds } from './testing/test-database'
import { createTestUser } from './testing/two-users'

// A careless client and a careful attacker: every route the app registers gets random paths,
// ids, queries, headers and bodies, and must answer below 500. Bounded so `npm test` stays fast.
const RUNS_PER_ROUTE = 20

const webRoot = mkdtempSync(join(tmpdir(), 'cadence-fuzz-web-'))
mkdirSync(join(webRoot, 'assets'))
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Cadence</title>')
writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'export {}')
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))

const KNOWN_KEYS = [
  'name',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'callbackURL',
  'rememberMe',
  'image',
  'subscriptionTier',
  'tier',
  'relationshipType',
  'nickname',
  'notes',
  'contextNotes',
  'content',
  'title',
  'description',
  'date',
  'startDate',
  'endDate',
  'month',
  'year',
  'from',
  'to',
  'format',
  'category',
  'slug',
  'id',
  'connectionId',
  'connectionIds',
  'analysisData',
  'annotationType',
  'userPrefersViewAs',
  'includeNotes',
  'sections',
  'type',
  'data',
  'limit',
  'page',
  'plan',
  'priceId',
  'website',
]

const lone = fc.constantFrom('\ud800', 'x\udfffy', '\udc00\ud800', 'a\ud83d')
const nul = fc.constantFrom('\u0000', 'a\u0000b', '\u0000\u0000', 'name\u0000@example.com')
const huge = fc.integer({ min: 1_000, max: 150_000 }).map((n) => 'x'.repeat(n))
const hugeEmail = fc.integer({ min: 300, max: 100_000 }).map((n) => `${'a'.repeat(n)}@example.com`)
const tricky = fc.constantFrom(
  '',
  ' ',
  '%',
  '%00',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
  '..',
  '../../etc/passwd',
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'alice@example.com',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '2024-02-30',
  '9999-99-99',
)
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: nul },
  { weight: 2, arbitrary: lone },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: hugeEmail },
  { weight: 3, arbitrary: tricky },
  { weight: 2, arbitrary: fc.uuid() },
)
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) }, fc.string())

const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.oneof(fc.integer(), fc.double()),
    text,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(key, tie('json'), { maxKeys: 6 }),
  ),
}))

const deep = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, array]) =>
    array
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

const body = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 5, arbitrary: fc.dictionary(key, json, { maxKeys: 6 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: json.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
)

/** encodeURIComponent throws on a lone surrogate; the raw text then goes as the URL parser takes it. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    return value
  }
}
const segment = fc.oneof(
  { weight: 3, arbitrary: text.map(encode) },
  { weight: 1, arbitrary: tricky },
)

type Pick = <T>(arbitrary: fc.Arbitrary<T>) => T

function pathFor(pattern: string, pick: Pick): string {
  return pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return pick(segment)
      if (part === '*')
        return pick(fc.array(segment, { minLength: 0, maxLength: 3 }).map((s) => s.join('/')))
      return part
    })
    .join('/')
}

const query = fc
  .array(fc.tuple(key.map(encode), segment), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`))

/** Header values are bytes: printable Latin-1 only, or Headers refuses them before the app sees them. */
const headerText = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.integer({ min: 100, max: 8_000 }).map((n) => 'y'.repeat(n)),
)
const anyMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')

interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: string | undefined
}

function requestFor(route: RouteEntry, cookie: string): fc.Arbitrary<FuzzRequest> {
  return fc.gen().chain((g) => {
    const pick: Pick = (arbitrary) => g(() => arbitrary)
    const method = route.method === 'ALL' ? pick(anyMethod) : route.method
    const headers: Record<string, string> = {}
    const signedIn = pick(fc.oneof(fc.constant(cookie), fc.constant(''), headerText))
    if (signedIn) headers.cookie = signedIn
    const origin = pick(fc.oneof({ weight: 6, arbitrary: fc.constant(TEST_ORIGIN) }, headerText))
    if (origin) headers.origin = origin
    const contentType = pick(
      fc.constantFrom(
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        '',
      ),
    )
    if (contentType) headers['content-type'] = contentType
    for (const [name, value] of pick(
      fc.array(
        fc.tuple(
          fc.constantFrom(
            'x-forwarded-for',
            'accept',
            'accept-language',
            'range',
            'if-none-match',
            'authorization',
            'stripe-signature',
            'x-cadence-client-address',
          ),
          headerText,
        ),
        { maxLength: 3 },
      ),
    ))
      headers[name] = value
    const sendsBody = method !== 'GET' && method !== 'HEAD'
    return fc.constant({
      method,
      url: `${TEST_ORIGIN}${pathFor(route.path, pick)}${pick(query)}`,
      headers,
      body: sendsBody ? pick(body) : undefined,
    })
  })
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 200)} headers=${JSON.stringify(r.headers).slice(0, 200)} body=${JSON.stringify(r.body)?.slice(0, 200)}`

describe.each(databaseKinds)('every route on %s', (kind) => {
  const t = useTestApp(kind)

  it('answers random and hostile input without a 5xx', async () => {
    const app = createApp({ ...t.deps, webRoot })
    const routes = routeTable(app, t.deps.auth)
    // The table really is read from the app: the API, better-auth's endpoints and the web app.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/connections/:id',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/update-user',
        'GET /*',
      ]),
    )
    const failures: string[] = []
    for (const route of routes) {
      const user = await createTestUser(t, 'Fuzz')
      const result = await fc.check(
        fc.asyncProperty(requestFor(route, user.cookie), async (r) => {
          const response = await app.request(r.url, {
            method: r.method,
            headers: r.headers,
            body: r.body,
          })
          const text = await response.text()
          if (response.status >= 500)
            throw new Error(`${response.status} ${text.slice(0, 200)} for ${describeRequest(r)}`)
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      )
      if (result.failed)
        failures.push(
          `${route.method} ${route.path} (seed ${result.seed}): ${String(result.errorInstance)}`,
        )
    }
    expect(failures).toEqual([])
  }, 120_000)
})
