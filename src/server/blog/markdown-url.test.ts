import { describe, expect, it } from 'vitest'
import { isInternalPath } from '#src/contract/blog'
import { markdownUrlTransform } from './markdown-url'

describe('the markdown URL rule', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:hello@example.com',
    'irc://irc.example.net/cadence',
    'ircs://irc.example.net/cadence',
    'xmpp:someone@example.com',
    '/blog/who-texts-first',
    '../relative/path',
    '#section',
    '/search?at=10:30',
    'notes#at:10',
  ])('keeps %s', (url) => {
    expect(markdownUrlTransform(url)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
  ])('empties %s', (url) => {
    expect(markdownUrlTransform(url)).toBe('')
  })
})

describe('an internal path', () => {
  it.each(['/blog', '/blog/who-texts-first?x=1#top'])('is %s', (url) => {
    expect(isInternalPath(url)).toBe(true)
  })

  it.each(['//evil.example', '/\\evil.example', 'https://example.com', 'blog', '#top', ''])(
    'is not %s',
    (url) => {
      expect(isInternalPath(url)).toBe(false)
    },
  )
})
