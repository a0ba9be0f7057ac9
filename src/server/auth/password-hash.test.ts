// The password hash at the production cost (docs/decisions/001-password-hashing.md); the test
// apps hash at a lower one (src/server/testing/test-app.ts).

import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password-hash'

describe('password hashing', () => {
  it('hashes with scrypt at N=2^17, r=8, p=1 and verifies only the same password', async () => {
    const hash = await hashPassword('correct-horse-battery-staple')
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/)
    expect(await verifyPassword({ hash, password: 'correct-horse-battery-staple' })).toBe(true)
    expect(await verifyPassword({ hash, password: 'correct-horse-battery-stapl' })).toBe(false)
  })

  it('verifies a hash at the cost written in it, and refuses one whose cost is out of bounds', async () => {
    const hash = await hashPassword('secret-enough', 13)
    expect(hash).toMatch(/^\$scrypt\$ln=13,r=8,p=1\$/)
    expect(await verifyPassword({ hash, password: 'secret-enough' })).toBe(true)
    const corrupt = hash.replace('ln=13', 'ln=30')
    expect(await verifyPassword({ hash: corrupt, password: 'secret-enough' })).toBe(false)
  })
})
