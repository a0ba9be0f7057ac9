import { describe, expect, it } from 'vitest'
import { avatarInitial } from './avatar-initial'

describe('avatarInitial', () => {
  it('uses the first letter of the full name, upper-cased', () => {
    expect(avatarInitial('maya lopez', 'sam@example.com')).toBe('M')
  })

  it('falls back to the e-mail when there is no name', () => {
    expect(avatarInitial(null, 'sam@example.com')).toBe('S')
    expect(avatarInitial(undefined, 'sam@example.com')).toBe('S')
  })

  it('treats a blank name as missing', () => {
    expect(avatarInitial('   ', 'sam@example.com')).toBe('S')
  })

  it('shows U when neither a name nor an e-mail is known', () => {
    expect(avatarInitial(null, null)).toBe('U')
    expect(avatarInitial('', '')).toBe('U')
  })

  it('ignores leading spaces and keeps letters beyond ASCII whole', () => {
    expect(avatarInitial('  élodie', null)).toBe('É')
    expect(avatarInitial('𝒜da', null)).toBe('𝒜')
  })
})
