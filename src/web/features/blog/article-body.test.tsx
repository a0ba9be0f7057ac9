// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../testing/render-with-router'
import Body from './article-body'

/** Links inside the article use the router, so the body renders inside one. */
const ArticleBody = ({ markdown }: { markdown: string }) => (
  <MemoryRouter>
    <Body markdown={markdown} />
  </MemoryRouter>
)

afterEach(cleanup)

describe('the article body', () => {
  it('renders headings, emphasis, quotes and inline code from markdown', () => {
    render(
      <ArticleBody
        markdown={'## Gaps\n\nA **long** gap is *often* fine.\n\n> Breathe.\n\nUse `30 min`.'}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Gaps' })).toBeTruthy()
    expect(screen.getByText('long').tagName).toBe('STRONG')
    expect(screen.getByText('often').tagName).toBe('EM')
    expect(screen.getByText('Breathe.').closest('blockquote')).not.toBeNull()
    expect(screen.getByText('30 min').tagName).toBe('CODE')
  })

  it('keeps a safe link and empties a javascript: link', () => {
    render(<ArticleBody markdown={'[safe](https://example.com) and [trap](javascript:alert(1))'} />)
    expect(screen.getByText('safe').getAttribute('href')).toBe('https://example.com')
    const trap = screen.getByText('trap')
    expect(trap.getAttribute('href') ?? '').toBe('')
  })

  it('links to another page of Cadence inside the app', () => {
    renderWithRouter(<Body markdown={'See [who texts first](/blog/who-texts-first).'} />)
    fireEvent.click(screen.getByText('who texts first'))
    expect(screen.getByTestId('location').textContent).toBe('/blog/who-texts-first')
  })

  it('does not render raw HTML', () => {
    const { container } = render(
      <ArticleBody markdown={'Hello <img src="x" onerror="alert(1)"> <script>alert(1)</script>'} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
  })
})
