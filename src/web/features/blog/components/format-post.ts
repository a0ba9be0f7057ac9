import { formatUtcDate, formatUtcLongDate } from '#src/i18n/format-instants'
import type { AppLocale } from '#src/i18n/locales'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** The browser's messages, for a caller that gives no `t` of its own. */
const browserT: Translate = (id, values) => browserI18n._(id, values)

/** '5 min read' */
export const formatReadTime = (minutes: number, t: Translate = browserT) =>
  t('blog.post.readTime', { minutes })

/** The date a post is shown with: its publication date, else its creation date (docs/product.md §2). */
export const postDate = (post: { publishedAt: string | null; createdAt: string }) =>
  post.publishedAt ?? post.createdAt

/**
 * A post's date in the reader's language: 'Sep 8, 2026' in the list, 'September 8, 2026' on
 * the article (in English). Posts are dated by day in UTC, so it is written in UTC.
 */
export function formatPostDate(iso: string, locale: AppLocale, length: 'short' | 'long'): string {
  return length === 'short' ? formatUtcDate(iso, locale) : formatUtcLongDate(iso, locale)
}
