// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlogPost } from '#src/contract/blog'
import { type AppLocale, DEFAULT_LOCALE, isLocale } from '#src/i18n/locales'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { messagesIn } from '#src/web/testing/messages-in'
import { getPostQueryOptions } from './api/get-post'
import BlogArticlePage from './blog-article-page'

const POST: BlogPost = {
  id: 'post-1',
  slug: 'first-move',
  title: 'The First Move',
  excerpt: 'Who writes first, and why it matters less than you think.',
  lang: 'en',
  publishedAt: '2026-09-08T00:00:00.000Z',
  createdAt: '2026-09-01T00:00:00.000Z',
  readTimeMinutes: 5,
  isFeatured: false,
  category: { id: 'c1', name: 'Rhythm', slug: 'rhythm', color: '#6366f1' },
  html: '<p>A paragraph with a <a href="/blog">link</a>.</p>',
  metaTitle: null,
  metaDescription: null,
}

/** The article as the server gives it to a reader of `locale`: English, unless told otherwise. */
function renderIn(locale: AppLocale, path: string, post: BlogPost = POST) {
  const i18n = messagesIn(locale)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE
  client.setQueryData(getPostQueryOptions(POST.slug, lang).queryKey, post)
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

  it('shows a translation into the reader’s language as theirs, without the language label', () => {
    const german: BlogPost = {
      ...POST,
      id: 'post-1-de',
      lang: 'de',
      title: 'Der erste Schritt',
      excerpt: 'Wer zuerst schreibt, und warum das weniger zählt, als du denkst.',
      html: '<p>Ein Absatz mit einem <a href="/blog">Link</a>.</p>',
    }
    renderIn('de', '/de/blog/first-move', german)
    const heading = screen.getByRole('heading', { level: 1, name: 'Der erste Schritt' })
    expect(heading.getAttribute('lang')).toBe('de')
    expect(heading.getAttribute('dir')).toBe('ltr')
    expect(screen.queryByText('Auf Englisch')).toBeNull()
    expect(screen.getByText(german.excerpt).getAttribute('lang')).toBe('de')
    expect(screen.getByText('Link').closest('div')?.getAttribute('lang')).toBe('de')
  })

  it('writes an Arabic translation right to left', () => {
    const arabic: BlogPost = {
      ...POST,
      lang: 'ar',
      title: 'الخطوة الأولى',
      html: '<p>فقرة فيها <a href="/blog">رابط</a>.</p>',
    }
    renderIn('ar', '/ar/blog/first-move', arabic)
    const heading = screen.getByRole('heading', { level: 1, name: 'الخطوة الأولى' })
    expect(heading.getAttribute('lang')).toBe('ar')
    expect(heading.getAttribute('dir')).toBe('rtl')
    const body = screen.getByText('رابط').closest('div')
    expect([body?.getAttribute('lang'), body?.getAttribute('dir')]).toEqual(['ar', 'rtl'])
    expect(screen.queryByText('باللغة الإنجليزية')).toBeNull()
  })

  it('marks an English article on an Arabic page left to right', () => {
    renderIn('ar', '/ar/blog/first-move')
    const heading = screen.getByRole('heading', { level: 1, name: 'The First Move' })
    expect([heading.getAttribute('lang'), heading.getAttribute('dir')]).toEqual(['en', 'ltr'])
    expect(screen.getByText('باللغة الإنجليزية')).toBeTruthy()
  })
})
