import { describe, expect, it } from 'vitest'
import { WAITLIST_UNEXPECTED_ERROR } from '#src/contract/waitlist'
import { UNEXPECTED_ERROR } from './waitlist-form'

describe('the waitlist form', () => {
  it("keeps its one copy of a product message equal to the contract's (decision 008)", () => {
    expect(UNEXPECTED_ERROR).toBe(WAITLIST_UNEXPECTED_ERROR)
  })
})
