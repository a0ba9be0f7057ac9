import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { isInternalPath } from '#src/contract/blog'
import { direction, type Locale, localizedPath } from '#src/i18n/locales'
import { useT } from '#src/web/lib/i18n/use-t'

// docs/product.md §2: custom styling only for headings, paragraphs, lists, bold, italic, blockquote,
// horizontal rule and inline code; links take the site's link colour.
const BODY_STYLE = [
  'text-[1.0625rem] text-foreground/90',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:font-semibold [&_h3]:text-xl [&_h3]:tracking-tight',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-lg',
  '[&_p]:my-5 [&_p]:leading-8',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ul]:marker:text-primary/70',
  '[&_ol]:my-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6 [&_ol]:marker:text-muted-foreground',
  '[&_li]:ps-1 [&_li]:leading-7',
  '[&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_em]:italic',
  '[&_blockquote]:my-8 [&_blockquote]:rounded-e-xl [&_blockquote]:border-primary [&_blockquote]:border-s-4 [&_blockquote]:bg-primary-soft/60 [&_blockquote]:px-6 [&_blockquote]:py-1 [&_blockquote]:text-lg [&_blockquote]:text-primary-soft-foreground [&_blockquote]:italic',
  '[&_hr]:my-12 [&_hr]:border-border',
  '[&_code]:rounded-md [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
].join(' ')

/** A plain left click, which the browser would answer by loading the link's page. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The article's body as the server rendered it from its Markdown (raw HTML dropped, addresses
 * of unsafe schemes removed, every text escaped: src/server/blog/article-html.ts). It is shown
 * as it is, so hydrating the page runs no Markdown renderer. A link to another page of Cadence
 * moves inside the app instead of reloading it.
 */
export function ArticleBody({ html, lang }: { html: string; lang: Locale }) {
  const body = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  // A link to another page of Cadence keeps the reader's language, whatever the article's.
  const { locale } = useT()

  useEffect(() => {
    const element = body.current
    if (!element) return
    const followInside = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const href = link?.getAttribute('href')
      if (!link || !href || link.target || !isInternalPath(href)) return
      event.preventDefault()
      void navigate(localizedPath(locale, href))
    }
    element.addEventListener('click', followInside)
    return () => element.removeEventListener('click', followInside)
  }, [navigate, locale])

  return (
    <div
      ref={body}
      lang={lang}
      dir={direction(lang)}
      className={BODY_STYLE}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer writes this HTML from our Markdown and lets no raw HTML through.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
