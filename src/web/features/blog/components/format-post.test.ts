import { describe, expect, it } from 'vitest'
import { formatReadTime, postDate } from './format-post'

describe('post formatting', () => {
  it('writes the read time as N min read', () => {
    expect(formatReadTime(1)).toBe('1 min read')
    expect(formatReadTime(12)).toBe('12 min read')
  })

  it('falls back to the creation date when a post has no publication date', () => {
    const createdAt = '2026-01-02T10:00:00.000Z'
    expect(postDate({ publishedAt: null, createdAt })).toBe(createdAt)
    expect(postDate({ publishedAt: '2026-03-04T00:00:00.000Z', createdAt })).toBe(
      '2026-03-04T00:00:00.000Z',
    )
  })
})
