import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { createLogger, MAX_LOGGED_STRING } from '../logger'
import { pgliteTemplate } from '../testing/pglite-template'
import { testAppOn } from '../testing/test-app'
import { createTestUser } from '../testing/two-users'
import { classifyFailure, describeError } from './failures'

const queryError = () => {
  const driver = Object.assign(new Error('invalid input syntax for type uuid: "my secret note"'), {
    code: '22P02',
  })
  return new Error('Failed query: insert into "notes" values ($1)\nparams: my secret note', {
    cause: driver,
  })
}

describe('failures', () => {
  it('reads the driver code through the wrapper', () => {
    expect(classifyFailure(queryError())).toBe('unstorable_value')
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    expect(classifyFailure(new Error('Failed query', { cause: refused }))).toBe(
      'database_unavailable',
    )
    expect(classifyFailure(new TypeError('x is undefined'))).toBe('other')
  })

  it('reads a timeout as the database unavailable: no answer, no connection, a cancelled statement', () => {
    // pg's query_timeout and connection timeout, and PostgreSQL's statement_timeout (57014).
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    })
    for (const error of [
      new Error('Failed query: select 1', { cause: new Error('Query read timeout') }),
      new Error('timeout expired'),
      new Error('Failed query: select 1', { cause: cancelled }),
    ])
      expect(classifyFailure(error)).toBe('database_unavailable')
  })

  it('describes an error by kind, code and place, never by its message', () => {
    const described = JSON.stringify(describeError(queryError()))
    expect(described).toContain('22P02')
    expect(described).not.toContain('secret')
    expect(described).not.toContain('params')
  })

  it('writes one line per entry with every string capped', () => {
    const lines: string[] = []
    const logger = createLogger('info', (line) => lines.push(line))
    logger.info('request', { path: `/${'x'.repeat(900_000)}`, note: 'two\nlines' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('\n')
    expect(lines[0]?.length).toBeLessThan(MAX_LOGGED_STRING * 2)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'request' })
  })
})

describe('a database that stops answering', () => {
  it('answers 503 with Retry-After and logs one line without user content', async () => {
    const lines: string[] = []
    const database = await openDatabase({ kind: 'pglite', template: await pgliteTemplate() })
    const t = testAppOn(
      database,
      createLogger('info', (line) => lines.push(line)),
    )
    const alice = await createTestUser(t, 'Alice')
    await database.close()

    const list = await alice.json('GET', '/api/connections')
    expect(list.status).toBe(503)
    expect(list.headers.get('retry-after')).toBe('5')
    expect((await list.json()).error.code).toBe('unavailable')
    // The session endpoint says "unavailable" too, never "signed out".
    const session = await alice.request('/api/auth/get-session')
    expect(session.status).toBe(503)

    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow()
      expect(line).not.toContain(alice.email)
      expect(line).not.toContain('params')
    }
    expect(lines.some((line) => line.includes('"msg":"database unavailable"'))).toBe(true)
  })
})
