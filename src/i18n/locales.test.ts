import { describe, expect, it } from 'vitest'
import { localeFromCookie, localizedPath, negotiateLocale, splitLocalePath } from './locales'

describe('negotiateLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['es-MX, en;q=0.5', 'es'],
    ['en;q=0.4, fr-CA;q=0.9', 'fr'],
    ['ar-EG', 'ar'],
    ['ja, zh;q=0.9', 'en'],
    ['*', 'en'],
    ['de;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [';;;,,q=2,<script>', 'en'],
    ['x'.repeat(600), 'en'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale)
  })
})

describe('addresses', () => {
  it('gives a public page its language’s prefix, and leaves every other path alone', () => {
    expect(localizedPath('de', '/welcome')).toBe('/de/welcome')
    expect(localizedPath('pt-BR', '/blog/first-move?x=1#top')).toBe(
      '/pt-br/blog/first-move?x=1#top',
    )
    expect(localizedPath('ar', '/welcome#privacy')).toBe('/ar/welcome#privacy')
    expect(localizedPath('en', '/pricing')).toBe('/pricing')
    expect(localizedPath('de', '/dashboard')).toBe('/dashboard')
    expect(localizedPath('en-XA', '/pricing')).toBe('/pricing')
  })

  it('reads the language from a prefix, and only from a language’s', () => {
    expect(splitLocalePath('/pt-br/pricing')).toEqual({ locale: 'pt-BR', path: '/pricing' })
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' })
    expect(splitLocalePath('/xx/welcome')).toEqual({ locale: undefined, path: '/xx/welcome' })
    expect(splitLocalePath('/en/welcome')).toEqual({ locale: undefined, path: '/en/welcome' })
    expect(splitLocalePath('/dashboard')).toEqual({ locale: undefined, path: '/dashboard' })
  })

  it('reads the choice from its cookie and ignores anything else', () => {
    expect(localeFromCookie('a=1; cadence-locale=fr; b=2')).toBe('fr')
    expect(localeFromCookie('cadence-locale=xx')).toBeUndefined()
    expect(localeFromCookie('cadence-locale=en-XA')).toBe('en-XA')
    expect(localeFromCookie(undefined)).toBeUndefined()
  })
})
