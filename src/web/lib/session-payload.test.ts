import { describe, expect, it } from 'vitest'
import { parseSessionPayload } from './session-payload'

const signedIn = {
  user: { id: 'u1', email: 'maya@example.com', name: 'Maya', emailVerified: true },
  session: { id: 's1', expiresAt: '2031-01-01T00:00:00.000Z', token: 'ignored' },
}

describe('parseSessionPayload', () => {
  it('reads the user and the session of a signed-in answer', () => {
    expect(parseSessionPayload(signedIn)).toEqual({
      user: { id: 'u1', email: 'maya@example.com', name: 'Maya' },
      session: { id: 's1', expiresAt: new Date('2031-01-01T00:00:00.000Z') },
    })
  })

  it('keeps a missing or blank name as null so the menu can say "User"', () => {
    const blank = { ...signedIn, user: { ...signedIn.user, name: '  ' } }
    expect(parseSessionPayload(blank)?.user.name).toBeNull()
    const missing = { ...signedIn, user: { id: 'u1', email: 'maya@example.com' } }
    expect(parseSessionPayload(missing)?.user.name).toBeNull()
  })

  it("reads the account's language, and leaves out one Cadence does not speak", () => {
    const german = { ...signedIn, user: { ...signedIn.user, locale: 'de' } }
    expect(parseSessionPayload(german)?.user.locale).toBe('de')
    const unknown = { ...signedIn, user: { ...signedIn.user, locale: 'xx' } }
    expect(parseSessionPayload(unknown)?.user).not.toHaveProperty('locale')
  })

  it('reads null, an error body or a user without a session as signed out', () => {
    expect(parseSessionPayload(null)).toBeNull()
    expect(parseSessionPayload({ error: { code: 'X', message: 'nope' } })).toBeNull()
    expect(parseSessionPayload({ user: signedIn.user, session: null })).toBeNull()
    expect(parseSessionPayload({ user: null, session: signedIn.session })).toBeNull()
  })

  it('rejects a session whose expiry is not a date', () => {
    const broken = { ...signedIn, session: { id: 's1', expiresAt: 'soon' } }
    expect(parseSessionPayload(broken)).toBeNull()
  })
})
