import { randomUUID } from 'node:crypto'
import { makeSignature } from 'better-auth/crypto'
import type { PlanTier } from '#src/contract/plans'
import { hashPassword } from '../auth/password-hash'
import { account, user, userSubscriptions } from '../db/schema'
import { TEST_ORIGIN, TEST_PASSWORD_HASH_LOG2N, type TestApp } from './test-app'

export interface TestUser {
  id: string
  email: string
  password: string
  /** The value of a Cookie header that carries this user's session. */
  cookie: string
  /** A request as this user's browser would send it (their cookie and Cadence's Origin). */
  request(path: string, init?: RequestInit): Promise<Response>
  /** A JSON request as this user. */
  json(method: string, path: string, body?: unknown): Promise<Response>
}

/** The session cookie(s) a response sets, as one Cookie header value. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ')
}

// Every test user shares one hash per process, at the test apps' cost.
const TEST_PASSWORD = 'correct-horse-battery-staple'
let sharedHash: Promise<string> | undefined

/**
 * A confirmed user with a live session, written straight to the database as sign-up and the
 * mailed link would leave them (those journeys have their own tests), with a session cookie
 * signed exactly as better-auth signs it.
 */
export async function createTestUser(
  t: TestApp,
  name: string,
  plan: { tier?: PlanTier } = {},
): Promise<TestUser> {
  const { tier = 'free' } = plan
  sharedHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_HASH_LOG2N)
  const passwordHash = await sharedHash
  const id = randomUUID()
  const email = `${name.toLowerCase()}-${id.slice(0, 8)}@example.com`
  await t.database.db.transaction(async (tx) => {
    await tx.insert(user).values({ id, email, name, emailVerified: true })
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    })
    await tx.insert(userSubscriptions).values({ userId: id, subscriptionTier: tier })
  })
  const context = await t.deps.auth.$context
  const session = await context.internalAdapter.createSession(id)
  const signature = await makeSignature(session.token, context.secret)
  const cookie = `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('Cookie', cookie)
    if (!headers.has('Origin')) headers.set('Origin', TEST_ORIGIN)
    return t.request(path, { ...init, headers })
  }
  return {
    id,
    email,
    password: TEST_PASSWORD,
    cookie,
    request,
    json: (method, path, body) =>
      request(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  }
}

/** Alice and Bob: two confirmed users, each signed in, for trying every route with the other's ids. */
export async function createTwoUsers(
  t: TestApp,
  plan: { tier?: PlanTier } = {},
): Promise<{ alice: TestUser; bob: TestUser }> {
  const alice = await createTestUser(t, 'Alice', plan)
  const bob = await createTestUser(t, 'Bob', plan)
  return { alice, bob }
}
