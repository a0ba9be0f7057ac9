import type { BlogCategory } from '#src/contract/blog'
import { cn } from '#src/web/lib/cn'
import { categoryBadgeClasses, categoryBadgeStyle } from './category-color'
import { CategoryName } from './category-name'

/** The category's name on a wash of its own colour (docs/product.md §2). */
export function CategoryBadge({
  category,
  className,
}: {
  category: BlogCategory
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full border px-2.5 py-0.5 font-medium text-xs',
        categoryBadgeClasses,
        className,
      )}
      style={categoryBadgeStyle(category.color)}
    >
      <CategoryName category={category} />
    </span>
  )
}
