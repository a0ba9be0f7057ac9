import { describe, expect, it } from 'vitest'
import { firstLines } from './clean-summary-text'

describe('firstLines', () => {
  it('keeps the first lines of a long text', () => {
    expect(firstLines('a\nb\nc\nd\n', 2)).toBe('a\nb')
  })

  it('returns a short text whole, without its last line end', () => {
    expect(firstLines('a\nb\n', 8)).toBe('a\nb')
  })
})
