// Every error code the server can send has a message in the catalogs: the code picks the message
// the reader sees (api-error-text.ts for the API, auth-messages.ts for the auth routes), and the
// server's English is shown only for a code neither knows. The codes are read from the server's
// source, so a new one fails here until it has its message.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as accountContract from '#src/contract/account'
import * as authContract from '#src/contract/auth'
import * as waitlistContract from '#src/contract/waitlist'
import { DATABASE_UNAVAILABLE_MESSAGE, UNSTORABLE_VALUE_MESSAGE } from '#src/server/http/api-error'
import { UNSTORABLE_TEXT_MESSAGE } from '#src/server/http/input-guard'
import { AUTH_CODE_MESSAGES } from '#src/web/features/auth/auth-messages'
import { messagesIn } from '#src/web/testing/messages-in'
import { API_ERROR_MESSAGES, apiErrorText } from './api-error-text'

const SERVER = join(process.cwd(), 'src/server')

function serverSources(dir = SERVER): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverSources(path)
    if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return []
    return [{ path, text: readFileSync(path, 'utf8') }]
  })
}

/** The contract's exported strings, by name: a code the server names by its constant. */
const CONSTANTS: Record<string, unknown> = {
  ...accountContract,
  ...authContract,
  ...waitlistContract,
}

function resolve(token: string, where: string): string {
  if (token.startsWith("'")) return token.slice(1, -1)
  const value = CONSTANTS[token]
  if (typeof value !== 'string') throw new Error(`${where}: cannot tell the code ${token}`)
  return value
}

// Where a code is written: `new ApiError(402, 'plan_limit'`, `errorBody('busy'`,
// `badRequest(…, 'invalid_json')`, a helper's default `code = 'invalid_body'`, a body written
// out `error: { code: 'x'`, and better-auth's `APIError('BAD_REQUEST', { code: X`.
const CODE_PATTERNS = [
  /new ApiError\(\s*\d+,\s*('[^']+'|[A-Z_]+)/g,
  /super\(\s*\d+,\s*('[^']+'|[A-Z_]+)/g,
  /errorBody\(\s*('[^']+'|[A-Z_]+)/g,
  /badRequest\([^)]*?,\s*('[^']+')\s*\)/g,
  /\bcode = ('[^']+')/g,
  /error:\s*\{\s*code:\s*('[^']+'|[A-Z_]+)/g,
  /APIError\(\s*'[A-Z_]+',\s*\{\s*code:\s*('[^']+'|[A-Z_]+)/g,
  /\{\s*code:\s*([A-Z_]+),\s*message:/g,
]

function serverCodes(): Map<string, string> {
  const codes = new Map<string, string>()
  for (const { path, text } of serverSources()) {
    for (const pattern of CODE_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const token = match[1] ?? ''
        codes.set(resolve(token, path), path.slice(process.cwd().length + 1))
      }
    }
  }
  return codes
}

/** Codes whose message depends on what failed: the auth routes' field checks say it by text. */
const KEYED_BY_MESSAGE = new Set(['VALIDATION_ERROR'])

describe('the error codes the server sends', () => {
  const codes = serverCodes()

  it('are found in the server, the ones every route can answer among them', () => {
    for (const code of [
      'not_found',
      'unauthorized',
      'rate_limited',
      'invalid_body',
      'invalid_json',
      'unavailable',
      'internal',
      'busy',
      'plan_limit',
      'plan_feature',
      'forbidden_origin',
      'duplicate',
      'MAIL_UNAVAILABLE',
      'RATE_LIMITED',
      'SAME_EMAIL',
    ])
      expect([...codes.keys()]).toContain(code)
  })

  it('each have a message in the catalogs', () => {
    const missing = [...codes]
      .filter(
        ([code]) =>
          !Object.hasOwn(API_ERROR_MESSAGES, code) &&
          !Object.hasOwn(AUTH_CODE_MESSAGES, code) &&
          !KEYED_BY_MESSAGE.has(code),
      )
      .map(([code, file]) => `${code} (${file})`)
    expect(missing).toEqual([])
  })

  it("are written from the catalogs: the server's English in English, never in German", () => {
    const en = messagesIn('en')
    const de = messagesIn('de')
    const inEnglish = (code: string, message: string) =>
      apiErrorText({ code, message, payload: null }, (id, v) => en._(id, v), 'en')
    const fixed: [string, string][] = [
      ['unavailable', DATABASE_UNAVAILABLE_MESSAGE],
      ['invalid_value', UNSTORABLE_VALUE_MESSAGE],
      ['invalid_characters', UNSTORABLE_TEXT_MESSAGE],
      ['wrong_password', accountContract.WRONG_PASSWORD],
      ['provider_unreachable', accountContract.PROVIDER_UNREACHABLE],
      ['duplicate', waitlistContract.WAITLIST_DUPLICATE],
      ['insert_failed', waitlistContract.WAITLIST_INSERT_FAILED],
      ['MAIL_UNAVAILABLE', authContract.MAIL_UNAVAILABLE],
      ['not_found', 'Not found'],
      ['busy', 'Cadence is busy right now. Please try again in a moment.'],
    ]
    for (const [code, message] of fixed) {
      expect(inEnglish(code, message)).toBe(message)
      const german = apiErrorText({ code, message, payload: null }, (id, v) => de._(id, v), 'de')
      expect(german, code).not.toBe(message)
    }
    for (const code of codes.keys()) {
      const id = API_ERROR_MESSAGES[code] ?? AUTH_CODE_MESSAGES[code]
      if (id) expect(de._(id), code).not.toBe(id)
    }
  })

  it("shows the server's own message for a code no catalog knows", () => {
    const en = messagesIn('en')
    expect(
      apiErrorText(
        { code: 'teapot', message: 'I am a teapot.', payload: null },
        (id, v) => en._(id, v),
        'en',
      ),
    ).toBe('I am a teapot.')
  })
})
