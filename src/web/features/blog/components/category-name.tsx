import type { BlogCategory } from '#src/contract/blog'
import type { MessageId } from '#src/i18n/messages'
import { useT } from '#src/web/lib/i18n/use-t'

/** The categories of content/blog/categories.json, named in the reader's language. */
const CATEGORY_NAMES: Record<string, MessageId> = {
  'response-times': 'blog.category.responseTimes',
  'initiation-balance': 'blog.category.initiationBalance',
  'silence-distance': 'blog.category.silenceDistance',
  'reading-your-rhythm': 'blog.category.readingYourRhythm',
  privacy: 'blog.category.privacy',
}

/** A category's name in the reader's language; one the catalogs do not know, as written (English). */
export function CategoryName({ category }: { category: BlogCategory }) {
  const { t } = useT()
  const id = CATEGORY_NAMES[category.slug]
  return id ? t(id) : <span lang="en">{category.name}</span>
}
