import { SITE_NAME } from '#src/web/lib/site-meta'

/** The default link-preview image, a 1200×630 JPEG (scripts/capture-og-images.ts). */
export const DEFAULT_OG_IMAGE = '/og/cadence.jpg'
export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630

export interface PageMeta {
  title: string
  description: string
  /** Path of the page's one true address; null for a page that is not to be indexed. */
  canonicalPath: string | null
  type: 'website' | 'article'
  /** Path of the link-preview image (JPEG, 1200×630) and its text alternative. */
  image: { path: string; alt: string }
  /** A structured-data object (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>
  /** For articles: ISO 8601 dates. */
  publishedTime?: string
  section?: string
  /** The page's language (BCP 47), for og:locale. */
  locale?: string
  /** The same page in other languages: `<link rel="alternate" hreflang>`. */
  alternates?: { hreflang: string; path: string }[]
}

/** Open Graph writes a language with an underscore and a region: `pt_BR`, `de_DE`. */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
  de: 'de_DE',
  fr: 'fr_FR',
  ar: 'ar_AR',
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch)
}

/**
 * JSON that can sit inside a <script> data block: `<` is escaped, so no `</script>` or `<!--`
 * in the data can end or change the block. U+2028/2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Joins the public address and a path; the address never ends with a slash (config). */
export const absoluteUrl = (publicUrl: string, path: string) =>
  `${publicUrl.replace(/\/+$/, '')}${path}`

/** Everything a page puts in <head> besides the shell's own tags. */
export function headTags(meta: PageMeta, publicUrl: string): string {
  const image = absoluteUrl(publicUrl, meta.image.path)
  const url = meta.canonicalPath === null ? null : absoluteUrl(publicUrl, meta.canonicalPath)
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    url === null
      ? tag('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(meta.alternates ?? []).map(
      ({ hreflang, path }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absoluteUrl(publicUrl, path))}" />`,
    ),
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    ...(url === null ? [] : [tag('property', 'og:url', url)]),
    tag('property', 'og:image', image),
    tag('property', 'og:image:type', 'image/jpeg'),
    tag('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
    tag('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
    tag('property', 'og:image:alt', meta.image.alt),
    tag('property', 'og:locale', OG_LOCALES[meta.locale ?? 'en'] ?? 'en_US'),
    ...(meta.publishedTime ? [tag('property', 'article:published_time', meta.publishedTime)] : []),
    ...(meta.section ? [tag('property', 'article:section', meta.section)] : []),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    tag('name', 'twitter:image:alt', meta.image.alt),
  ]
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`)
  return tags.join('\n    ')
}
