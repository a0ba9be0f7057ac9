import { describe, expect, it } from 'vitest'
import { countWords, readTimeMinutes } from './read-time'

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')

describe('read time', () => {
  it('counts words and ignores markdown markup', () => {
    expect(countWords('## A heading\n\n- **bold** item, then `code` — done.')).toBe(7)
    expect(countWords("It's a well-known 30-minute rule.")).toBe(5)
  })

  it('is one minute for a short text and for an empty one', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes(words(10))).toBe(1)
  })

  it('rounds up at 220 words a minute', () => {
    expect(readTimeMinutes(words(220))).toBe(1)
    expect(readTimeMinutes(words(221))).toBe(2)
    expect(readTimeMinutes(words(1100))).toBe(5)
  })
})
