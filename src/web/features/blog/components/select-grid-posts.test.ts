import { describe, expect, it } from 'vitest'
import type { BlogPostSummary } from '#src/contract/blog'
import { selectGridPosts } from './select-grid-posts'

const post = (id: string, isFeatured: boolean): BlogPostSummary => ({
  id,
  slug: id,
  title: id,
  excerpt: '',
  lang: 'en',
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  readTimeMinutes: 1,
  isFeatured,
  category: null,
})
const ids = (posts: BlogPostSummary[]) => posts.map((p) => p.id)
const posts = [post('a', true), post('b', false), post('c', true), post('d', false)]

describe('the posts of the grid', () => {
  it('leaves every featured post out when a category is selected', () => {
    expect(ids(selectGridPosts(posts, 'privacy', posts[0]))).toEqual(['b', 'd'])
  })

  it('shows all posts but the banner one when no category is selected', () => {
    expect(ids(selectGridPosts(posts, null, posts[0]))).toEqual(['b', 'c', 'd'])
  })

  it('shows all posts when there is no banner', () => {
    expect(ids(selectGridPosts(posts, null, undefined))).toEqual(['a', 'b', 'c', 'd'])
  })
})
