import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createApp } from '../app'
import type { AppDeps } from '../app-deps'
import type { BillingTestHooks } from '../billing/create-billing-provider'
import { buildAppDeps } from '../build-deps'
import { parseConfig } from '../config'
import { createLogger } from '../logger'
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
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      ...env,
    })
    const base = {
      config,
      database,
      logger: createLogger('silent'),
      authSecret: 'test-secret-that-is-long-enough-for-signing',
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
  const request = (path: string, init: RequestInit = {}) =>
    Promise.resolve(state.app.request(`${TEST_ORIGIN}${path}`, init))
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
