import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createApp } from '../app'
import type { AppDeps } from '../app-deps'
import type { BillingTestHooks } from '../billing/create-billing-provider'
import { buildAppDeps } from '../build-deps'
import { parseConfig } from '../config'
import type { Database } from '../db/client'
import { createLogger, type Logger } from '../logger'
import { type DatabaseKind, openTestDatabase, type TestDatabase } from './test-database'

export interface TestApp {
  app: ReturnType<typeof createApp>
  deps: AppDeps
  database: TestDatabase
  /** A request to the app as a browser on its own origin would send it. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** A JSON request (Content-Type and Origin set). */
  json(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>
}

export const TEST_ORIGIN = 'http://localhost:3000'

const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-signing'

/**
 * Test apps hash passwords with real scrypt at N=2^13 (1 MiB), not the production 2^17
 * (128 MiB, most of a second on a busy two-core machine): the tests are about the flows, not
 * the hash's price, as in the browser suite. The production cost has its own tests
 * (auth/password-hash.test.ts, and auth/sign-up.test.ts through the whole app).
 */
export const TEST_PASSWORD_HASH_LOG2N = 13
const TEST_CONFIG = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: TEST_ORIGIN,
  PASSWORD_HASH_LOG2N: String(TEST_PASSWORD_HASH_LOG2N),
}

/** `request` and `json` against whichever app `app()` returns when the request is made. */
function requestsTo(app: () => ReturnType<typeof createApp>): Pick<TestApp, 'request' | 'json'> {
  const request = (path: string, init: RequestInit = {}) =>
    Promise.resolve(app().request(`${TEST_ORIGIN}${path}`, init))
  return {
    request,
    json: (method, path, body, headers = {}) =>
      request(path, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
  }
}

/**
 * The whole app on a database the test opened itself, for tests that stop or cut that
 * database on purpose; the test closes it. `logger` receives what the server logs.
 */
export function testAppOn(database: Database, logger: Logger = createLogger('silent')): TestApp {
  const deps = buildAppDeps({
    config: parseConfig(TEST_CONFIG),
    database,
    logger,
    authSecret: TEST_AUTH_SECRET,
  })
  const app = createApp(deps)
  return {
    app,
    deps,
    database: { ...database, reset: async () => {} },
    ...requestsTo(() => app),
  }
}

/**
 * Registers hooks that build the whole app on a fresh database of `kind` for this file and
 * empty it before each test. Read the returned object inside tests, not at collection time.
 */
export function useTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  hooks: BillingTestHooks = {},
): TestApp {
  const state = {} as { app: ReturnType<typeof createApp>; deps: AppDeps; database: TestDatabase }
  beforeAll(async () => {
    const database = await openTestDatabase(kind)
    const config = parseConfig({ ...TEST_CONFIG, ...env })
    const base = {
      config,
      database,
      logger: createLogger('silent'),
      authSecret: TEST_AUTH_SECRET,
    }
    const deps = buildAppDeps(base, hooks)
    Object.assign(state, { database, deps, app: createApp(deps) })
  })
  beforeEach(async () => {
    await state.database.reset()
  })
  afterAll(async () => {
    await state.database?.close()
  })
  return {
    get app() {
      return state.app
    },
    get deps() {
      return state.deps
    },
    get database() {
      return state.database
    },
    ...requestsTo(() => state.app),
  }
}
