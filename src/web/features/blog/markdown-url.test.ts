import { describe, expect, it } from 'vitest'
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
  ])('keeps %s', (url) => {
    expect(markdownUrlTransform(url)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('empties %s', (url) => {
    expect(markdownUrlTransform(url)).toBe('')
  })
})
