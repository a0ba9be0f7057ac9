import type { ReactNode } from 'react'
import type { BlogCategory } from '#src/contract/blog'
import { cn } from '#src/web/lib/cn'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import { categoryHref } from '../use-category-param'
import { CategoryName } from './category-name'

const chipClasses =
  'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-4 font-medium text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/**
 * A chip is a link to the filtered list: it works from the first paint of the server's page
 * (a full load of that address, which the server renders filtered), moves inside the app once
 * the page's code runs, and lets a search engine reach each category.
 */
function Chip({
  selected,
  slug,
  children,
}: {
  selected: boolean
  slug: string | null
  children: ReactNode
}) {
  return (
    <LocaleLink
      to={categoryHref(slug)}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        chipClasses,
        selected
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'border-border bg-surface text-foreground hover:border-primary/40 hover:bg-primary-soft',
      )}
    >
      {children}
    </LocaleLink>
  )
}

/** docs/product.md §2: 'All Posts' plus one chip per category; the current chip is the filter. */
export function CategoryFilter({
  categories,
  selected,
}: {
  categories: BlogCategory[]
  selected: string | null
}) {
  const { t } = useT()
  return (
    <nav aria-label={t('blog.filter.label')} className="flex flex-wrap gap-2">
      <Chip selected={selected === null} slug={null}>
        {t('blog.filter.all')}
      </Chip>
      {categories.map((category) => (
        <Chip key={category.id} selected={selected === category.slug} slug={category.slug}>
          <span
            aria-hidden="true"
            className="size-2 rounded-full"
            style={{ backgroundColor: category.color }}
          />
          <CategoryName category={category} />
        </Chip>
      ))}
    </nav>
  )
}
