import { describe, expect, it } from 'vitest'
import { patternBadgeVariant } from './pattern-badge'

describe('the pattern badge colour', () => {
  it('is green for a regular pattern, blue for balanced and purple for deep', () => {
    expect(patternBadgeVariant('Regular messaging')).toBe('green')
    expect(patternBadgeVariant('Balanced exchange')).toBe('blue')
    expect(patternBadgeVariant('Deep conversations')).toBe('purple')
  })

  it('is neutral for any other pattern', () => {
    expect(patternBadgeVariant('Occasional communication')).toBe('secondary')
  })
})
