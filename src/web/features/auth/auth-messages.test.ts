import { readFileSync } from 'node:fs'
import { BASE_ERROR_CODES } from 'better-auth'
import { describe, expect, it } from 'vitest'
import { MAIL_UNAVAILABLE, PASSWORD_TOO_SHORT } from '#src/contract/auth'
import type { MessageId } from '#src/i18n/messages'
import { DATABASE_UNAVAILABLE_MESSAGE } from '#src/server/http/api-error'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'
import { AuthRequestError, failureMessage, serverMessage } from './auth-messages'

const t: Translate = (id, values) => browserI18n._(id, values)

/** A translation that names the message it was asked for, to see which one was chosen. */
const ids: Translate = (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id)

describe('serverMessage', () => {
  it("shows better-auth's message", () => {
    expect(serverMessage({ status: 401, message: 'Invalid email or password' }, t)).toBe(
      'Invalid email or password',
    )
  })

  it("shows Cadence's nested message, e.g. a refused origin naming the address to open", () => {
    const refused = {
      status: 403,
      statusText: 'Forbidden',
      error: { code: 'forbidden_origin', message: 'Please open http://localhost:3000' },
    }
    expect(serverMessage(refused, t)).toBe('Please open http://localhost:3000')
  })

  it('names the status when the body said nothing', () => {
    expect(serverMessage({ status: 500, statusText: '' }, t)).toMatch(/HTTP 500/)
    expect(serverMessage(null, t)).toBeNull()
  })

  it("writes a known code's message in the reader's language", () => {
    const wrong = { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' }
    expect(serverMessage(wrong, ids)).toBe('auth.server.invalidEmailOrPassword')
    const mail = { status: 503, error: { code: 'MAIL_UNAVAILABLE', message: MAIL_UNAVAILABLE } }
    expect(serverMessage(mail, ids)).toBe('auth.server.mailUnavailable')
  })

  it('keeps the address a refused origin names', () => {
    const message =
      'This request must come from the Cadence app. Please open https://cadence.example and try again.'
    expect(serverMessage({ error: { code: 'forbidden_origin', message } }, ids)).toBe(
      'auth.server.forbiddenOrigin {"url":"https://cadence.example"}',
    )
    expect(serverMessage({ error: { code: 'forbidden_origin', message } }, t)).toBe(message)
  })

  it("writes the contract's field messages of a VALIDATION_ERROR, others as they came", () => {
    const short = { code: 'VALIDATION_ERROR', message: PASSWORD_TOO_SHORT }
    expect(serverMessage(short, ids)).toBe('auth.field.error.passwordTooShort')
    const other = { code: 'VALIDATION_ERROR', message: 'callbackURL: Expected a path' }
    expect(serverMessage(other, ids)).toBe('callbackURL: Expected a path')
  })

  it("falls back to the server's English for an unknown code", () => {
    expect(serverMessage({ code: 'SOMETHING_NEW', message: 'Something new' }, ids)).toBe(
      'Something new',
    )
    expect(serverMessage({ code: 'constructor', message: 'Odd' }, ids)).toBe('Odd')
  })

  it('says in English exactly what the server says for every code it knows', () => {
    // Read as written: imported, the catalog would come compiled (scripts/catalog-plugin.ts).
    const catalog: Record<string, string> = JSON.parse(
      readFileSync(new URL('../../../i18n/catalogs/auth/en.json', import.meta.url), 'utf8'),
    )
    const said = (code: string) =>
      serverMessage({ code, message: 'unused' }, (id: MessageId) => catalog[id] ?? id)
    for (const [code, { message }] of Object.entries(BASE_ERROR_CODES)) {
      const shown = said(code)
      if (shown !== 'unused') expect(shown, code).toBe(message)
    }
    expect(said('MAIL_UNAVAILABLE')).toBe(MAIL_UNAVAILABLE)
    expect(said('unavailable')).toBe(DATABASE_UNAVAILABLE_MESSAGE)
  })
})

describe('failureMessage', () => {
  it("writes a refused request's answer, another error's own message, or the one of docs/product.md §8", () => {
    const taken = { status: 422, code: 'USER_ALREADY_EXISTS', message: 'User already exists.' }
    expect(failureMessage(new AuthRequestError(taken), ids)).toBe('auth.server.userAlreadyExists')
    expect(failureMessage(new AuthRequestError({ status: 0 }), t)).toBe(
      'An unexpected error occurred. Please try again.',
    )
    expect(failureMessage(new TypeError('Failed to fetch'), t)).toBe('Failed to fetch')
    expect(failureMessage('odd', ids)).toBe('auth.error.unexpected')
  })
})
