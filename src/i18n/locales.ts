// The languages Cadence speaks, and how a request or an address picks one. Pure: no DOM, no
// Node API, so the server, the web app and the tests share it.

export const LOCALES = ['en', 'es', 'pt-BR', 'de', 'fr', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/**
 * The pseudo-locale: English with every letter accented and words lengthened, so text that does
 * not come from a catalog stands out. Never listed or negotiated; only the cookie picks it.
 */
export const PSEUDO_LOCALE = 'en-XA'
export type AppLocale = Locale | typeof PSEUDO_LOCALE

export function isAppLocale(value: unknown): value is AppLocale {
  return isLocale(value) || value === PSEUDO_LOCALE
}

/** The cookie that keeps a visitor's choice (a year; read by the server for every page). */
export const LOCALE_COOKIE = 'cadence-locale'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** Each language's name in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
  fr: 'Français',
  ar: 'العربية',
}

/** The first path segment of a language's public pages; English keeps the unprefixed addresses. */
const PREFIXES: Record<Locale, string> = {
  en: '',
  es: 'es',
  'pt-BR': 'pt-br',
  de: 'de',
  fr: 'fr',
  ar: 'ar',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function direction(locale: AppLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** The language whose public pages live under `/{segment}/`, if any (English has none). */
export function localeOfPrefix(segment: string): Locale | undefined {
  const lower = segment.toLowerCase()
  if (lower === '') return undefined
  return LOCALES.find((locale) => PREFIXES[locale] === lower)
}

export function prefixOf(locale: Locale): string {
  return PREFIXES[locale]
}

/** The pages that exist once per language, under its prefix. Everything else has one address. */
export function isLocalizedPath(path: string): boolean {
  return (
    path === '/welcome' ||
    path === '/pricing' ||
    path === '/blog' ||
    path.startsWith('/blog/') ||
    path === '/cleaner'
  )
}

/**
 * Splits `/de/pricing?x` into the language of its prefix and the path without it. A first
 * segment that is no language's prefix leaves the path whole.
 */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([^/?#]+)(\/[^?#]*)?$/.exec(pathname)
  const locale = match?.[1] === undefined ? undefined : localeOfPrefix(match[1])
  if (!locale || !match) return { locale: undefined, path: pathname }
  return { locale, path: match[2] || '/' }
}

/** A public page's address in `locale` (`/welcome` → `/de/welcome`); other paths as they are. */
export function localizedPath(locale: AppLocale, path: string): string {
  const [pathname = '', rest = ''] = splitOnce(path)
  if (!isLocalizedPath(pathname) || !isLocale(locale) || locale === DEFAULT_LOCALE) return path
  return `/${PREFIXES[locale]}${pathname}${rest}`
}

function splitOnce(path: string): [string, string] {
  const at = path.search(/[?#]/)
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)]
}

/**
 * The best of Cadence's languages for an `Accept-Language` header: by quality, an exact tag
 * first (`pt-BR`), then the language alone (`pt-PT` and `pt` → `pt-BR`, `de-AT` → `de`).
 * A missing, malformed or unknown header gives English.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header || header.length > 500) return DEFAULT_LOCALE
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order }
    })
    .filter((range) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(range.tag) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  for (const { tag } of ranges) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag)
    if (exact) return exact
    const language = tag.split('-')[0]
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language)
    if (sameLanguage) return sameLanguage
  }
  return DEFAULT_LOCALE
}

/** Reads Cadence's language cookie from a `Cookie` header; anything else is ignored. */
export function localeFromCookie(header: string | null | undefined): AppLocale | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isAppLocale(value)) return value
  }
  return undefined
}
