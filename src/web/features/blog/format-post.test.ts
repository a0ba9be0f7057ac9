import { describe, expect, it } from 'vitest'
import { formatArticleDate, formatCardDate, formatReadTime, postDate } from './format-post'

describe('post formatting', () => {
  it('shows cards in the en-US short format', () => {
    expect(formatCardDate('2026-09-08T00:00:00.000Z')).toBe('Sep 8, 2026')
    expect(formatCardDate('2026-11-17T00:00:00.000Z')).toBe('Nov 17, 2026')
  })

  it('shows the article in the en-US long format', () => {
    expect(formatArticleDate('2026-09-08T00:00:00.000Z')).toBe('September 8, 2026')
  })

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
