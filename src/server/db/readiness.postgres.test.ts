import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { buildAppDeps } from '../build-deps'
import { parseConfig } from '../config'
import { createLogger } from '../logger'
import { startRelay } from '../testing/tcp-relay'
import { openDatabase } from './client'

const url = process.env.TEST_DATABASE_URL

describe('readiness against PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup()
  })

  it('is 503 while the database is unreachable and 200 when it is back', async () => {
    const target = new URL(url ?? '')
    const relay = startRelay({ host: target.hostname, port: Number(target.port || 5432) })
    await relay.listen()
    const viaRelay = new URL(target)
    viaRelay.host = `127.0.0.1:${relay.port}`
    const database = await openDatabase({ kind: 'postgres', url: viaRelay.toString(), poolSize: 2 })
    cleanups.push(async () => {
      await relay.cut()
      await database.close().catch(() => {})
    })
    const app = createApp(
      buildAppDeps({
        config: parseConfig({ NODE_ENV: 'test' }),
        database,
        logger: createLogger('silent'),
        authSecret: 'x'.repeat(40),
      }),
    )
    expect((await app.request('/readyz')).status).toBe(200)
    await relay.cut()
    expect((await app.request('/readyz')).status).toBe(503)
    await relay.listen()
    expect((await app.request('/readyz')).status).toBe(200)
  })
})
