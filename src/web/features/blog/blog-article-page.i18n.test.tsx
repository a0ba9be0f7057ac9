// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlogPost } from '#src/contract/blog'
import type { AppLocale } from '#src/i18n/locales'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { messagesIn } from '#src/web/testing/messages-in'
import { postQueryOptions } from './api/get-post'
import BlogArticlePage from './blog-article-page'

const POST: BlogPost = {
  id: 'post-1',
  slug: 'first-move',
  title: 'The First Move',
  excerpt: 'Who writes first, and why it matters less than you think.',
  publishedAt: '2026-09-08T00:00:00.000Z',
  createdAt: '2026-09-01T00:00:00.000Z',
  readTimeMinutes: 5,
  isFeatured: false,
  category: { id: 'c1', name: 'Rhythm', slug: 'rhythm', color: '#6366f1' },
  html: '<p>A paragraph with a <a href="/blog">link</a>.</p>',
  metaTitle: null,
  metaDescription: null,
}

function renderIn(locale: AppLocale, path: string) {
  const i18n = messagesIn(locale)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(postQueryOptions(POST.slug).queryKey, POST)
  return render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/blog/:slug" element={<BlogArticlePage />} />
            <Route path="/:locale/blog/:slug" element={<BlogArticlePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  )
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ viewCount: 1 })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('an article in another language than English', () => {
  it('writes the interface in German and marks the article as English', () => {
    const { container } = renderIn('de', '/de/blog/first-move')
    expect(screen.getByRole('link', { name: 'Zurück zum Blog' }).getAttribute('href')).toBe(
      '/de/blog',
    )
    expect(screen.getByText('Auf Englisch')).toBeTruthy()
    expect(screen.getByText('5 Min. Lesezeit')).toBeTruthy()
    expect(container.querySelector('time')?.textContent).toBe('8. September 2026')
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en')
    const body = screen.getByText('link').closest('div')
    expect(body?.getAttribute('lang')).toBe('en')
  })

  it('keeps the English page as it was, without the language label', () => {
    const { container } = renderIn('en', '/blog/first-move')
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog')
    expect(screen.queryByText('English')).toBeNull()
    expect(screen.getByText('5 min read')).toBeTruthy()
    expect(container.querySelector('time')?.textContent).toBe('September 8, 2026')
  })
})
