// @vitest-environment jsdom
// The HTML is read back by the browser's own parser (jsdom), as the page will be.

import { describe, expect, it } from 'vitest'
import { articleHtml } from './article-html'

function parse(markdown: string): HTMLElement {
  const body = document.createElement('div')
  body.innerHTML = articleHtml(markdown)
  return body
}

describe('an article body rendered on the server', () => {
  it('renders headings, emphasis, lists, quotes, rules and inline code', () => {
    const body = parse(
      [
        '## Gaps',
        'A **long** gap is *often* fine.',
        '> Breathe.',
        '- one\n- two',
        '1. first\n2. second',
        '---',
        '### Smaller\n\nUse `30 min`.',
      ].join('\n\n'),
    )
    expect(body.querySelector('h2')?.textContent).toBe('Gaps')
    expect(body.querySelector('strong')?.textContent).toBe('long')
    expect(body.querySelector('em')?.textContent).toBe('often')
    expect(body.querySelector('blockquote p')?.textContent).toBe('Breathe.')
    expect([...body.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two'])
    expect([...body.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ])
    expect(body.querySelector('hr')).not.toBeNull()
    expect(body.querySelector('h3')?.textContent).toBe('Smaller')
    expect(body.querySelector('code')?.textContent).toBe('30 min')
  })

  it('makes a top-level heading an h2: the page title is the only h1', () => {
    const body = parse('# Inside the article')
    expect(body.querySelector('h1')).toBeNull()
    expect(body.querySelector('h2')?.textContent).toBe('Inside the article')
  })

  it('renders GitHub-flavoured tables and strikethrough', () => {
    const body = parse('~~old~~\n\n| gap | count |\n|---|---|\n| 30 min | 4 |')
    expect(body.querySelector('del')?.textContent).toBe('old')
    expect(body.querySelector('td')?.textContent).toBe('30 min')
  })

  it('drops a <script> in the body, whether a block or inline, and runs nothing', () => {
    const body = parse(
      'Before <script>window.ran = 1</script> after.\n\n<script>\nwindow.ran = 2\n</script>\n\nEnd.',
    )
    expect(body.querySelector('script')).toBeNull()
    expect(body.innerHTML).not.toContain('<script')
    // The inline tags go; what stood between them stays as plain words.
    expect(body.querySelector('p')?.textContent).toBe('Before window.ran = 1 after.')
    expect(body.textContent).not.toContain('window.ran = 2')
  })

  it('drops other raw HTML: no element, no event handler, no style', () => {
    const body = parse(
      'Hello <img src="x" onerror="alert(1)"> <b style="color:red">bold</b>\n\n<iframe src="https://example.com"></iframe>\n\n<div onclick="alert(1)">div</div>',
    )
    expect(body.querySelector('img, iframe, b, div, [onerror], [onclick], [style]')).toBeNull()
  })

  it('shows markup in code as text', () => {
    const body = parse('Write `<script>alert(1)</script>` to test.\n\n```\n<img onerror=x>\n```')
    expect(body.querySelector('script, img')).toBeNull()
    expect(body.querySelector('p code')?.textContent).toBe('<script>alert(1)</script>')
    expect(body.querySelector('pre code')?.textContent).toBe('<img onerror=x>\n')
  })

  it('escapes the words and addresses it writes', () => {
    const body = parse('A & B < C "quoted" [link](https://example.com/?a=1&b="2")')
    expect(body.querySelector('p')?.firstChild?.textContent).toBe('A & B < C "quoted" ')
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://example.com/?a=1&b=%222%22')
  })

  it('removes a javascript: or data: address and keeps a safe one', () => {
    const body = parse(
      '[safe](https://example.com) [trap](javascript:alert(1)) [entity](&#106;avascript:alert(1)) ![pic](data:image/png;base64,AAAA)',
    )
    const links = [...body.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com', null, null])
    expect(body.querySelector('img')?.hasAttribute('src')).toBe(false)
  })

  it('keeps a link to Cadence plain and opens another site without opener or referrer', () => {
    const body = parse('[ours](/blog/who-texts-first) and [theirs](https://example.com)')
    const [ours, theirs] = body.querySelectorAll('a')
    expect(ours?.getAttribute('href')).toBe('/blog/who-texts-first')
    expect(ours?.hasAttribute('rel')).toBe(false)
    expect(theirs?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('gives the same HTML for the same Markdown, and new HTML when the Markdown changes', () => {
    const first = articleHtml('Version **one**.')
    expect(articleHtml('Version **one**.')).toBe(first)
    expect(articleHtml('Version **two**.')).toBe('<p>Version <strong>two</strong>.</p>')
  })
})
