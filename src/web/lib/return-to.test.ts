import { describe, expect, it } from 'vitest'
import { returnToFromState } from './return-to'

describe('returnToFromState', () => {
  it('returns to the protected page that asked for sign-in, with its query and hash', () => {
    const state = { from: { pathname: '/connections/abc', search: '?tab=gaps', hash: '#may' } }
    expect(returnToFromState(state)).toBe('/connections/abc?tab=gaps#may')
  })

  it('goes to the dashboard when sign-in was opened directly', () => {
    expect(returnToFromState(null)).toBe('/dashboard')
    expect(returnToFromState(undefined)).toBe('/dashboard')
    expect(returnToFromState({})).toBe('/dashboard')
  })

  it('never leaves the app, even for a crafted state', () => {
    expect(returnToFromState({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard')
    expect(returnToFromState({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard')
    expect(returnToFromState({ from: { pathname: 42 } })).toBe('/dashboard')
  })

  it('does not send a freshly signed-in user back to a sign-in or sign-up form', () => {
    expect(returnToFromState({ from: { pathname: '/login', search: '', hash: '' } })).toBe(
      '/dashboard',
    )
    expect(returnToFromState({ from: { pathname: '/signup/base' } })).toBe('/dashboard')
  })
})
