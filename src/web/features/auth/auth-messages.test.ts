import { describe, expect, it } from 'vitest'
import { serverMessage } from './auth-messages'

describe('serverMessage', () => {
  it("shows better-auth's message", () => {
    expect(serverMessage({ status: 401, message: 'Invalid email or password' })).toBe(
      'Invalid email or password',
    )
  })

  it("shows Cadence's nested message, e.g. a refused origin naming the address to open", () => {
    const refused = {
      status: 403,
      statusText: 'Forbidden',
      error: { code: 'forbidden_origin', message: 'Please open http://localhost:3000' },
    }
    expect(serverMessage(refused)).toBe('Please open http://localhost:3000')
  })

  it('names the status when the body said nothing', () => {
    expect(serverMessage({ status: 500, statusText: '' })).toMatch(/HTTP 500/)
    expect(serverMessage(null)).toBeNull()
  })
})
