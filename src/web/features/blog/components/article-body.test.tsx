// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '#src/web/testing/render-with-router'
import { ArticleBody } from './article-body'

// HTML as the server's renderer writes it (src/server/blog/article-html.ts).
const HTML =
  '<h2>Gaps</h2>\n<p>See <a href="/blog/who-texts-first">who texts first</a>, ' +
  '<a href="https://example.com" rel="noopener noreferrer">a study</a> and ' +
  '<a href="/blog/silences" target="_blank">silences</a>. <a>No target</a>.</p>'

const location = () => screen.getByTestId('location').textContent

/**
 * Clicks, and tells whether the body took the click over (prevented the browser's own
 * navigation). The browser's navigation is stopped afterwards either way: jsdom has none.
 */
function takenOver(element: Element, init?: MouseEventInit): boolean {
  let prevented = false
  const record = (event: Event) => {
    prevented = event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', record)
  fireEvent.click(element, init)
  document.removeEventListener('click', record)
  return prevented
}

describe('the article body', () => {
  it('shows the server’s HTML as it is', () => {
    const { container } = renderWithRouter(<ArticleBody html={HTML} lang="en" />, {
      path: '/blog/gaps',
    })
    expect(screen.getByRole('heading', { level: 2, name: 'Gaps' })).toBeTruthy()
    expect(container.querySelectorAll('a')).toHaveLength(4)
  })

  it('follows a link to another page of Cadence inside the app', () => {
    renderWithRouter(<ArticleBody html={HTML} lang="en" />, { path: '/blog/gaps' })
    const link = screen.getByText('who texts first')
    expect(takenOver(link)).toBe(true)
    expect(location()).toBe('/blog/who-texts-first')
  })

  it('leaves to the browser a link to another site, a new tab, a modified click or no target', () => {
    renderWithRouter(<ArticleBody html={HTML} lang="en" />, { path: '/blog/gaps' })
    expect(takenOver(screen.getByText('a study'))).toBe(false)
    expect(takenOver(screen.getByText('silences'))).toBe(false)
    expect(takenOver(screen.getByText('who texts first'), { ctrlKey: true })).toBe(false)
    expect(takenOver(screen.getByText('No target'))).toBe(false)
    expect(location()).toBe('/blog/gaps')
  })
})
