import type { ReactNode } from 'react'
import type { BlogCategory } from '#src/contract/blog'
import { cn } from '#src/web/lib/cn'

const chipClasses =
  'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-4 font-medium text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        chipClasses,
        pressed
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'border-border bg-surface text-foreground hover:border-primary/40 hover:bg-primary-soft',
      )}
    >
      {children}
    </button>
  )
}

/** Spec §2: 'All Posts' plus one chip per category; the pressed chip is the filter. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: BlogCategory[]
  selected: string | null
  onSelect: (slug: string | null) => void
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter posts by category</legend>
      <Chip pressed={selected === null} onClick={() => onSelect(null)}>
        All Posts
      </Chip>
      {categories.map((category) => (
        <Chip
          key={category.id}
          pressed={selected === category.slug}
          onClick={() => onSelect(category.slug)}
        >
          <span
            aria-hidden="true"
            className="size-2 rounded-full"
            style={{ backgroundColor: category.color }}
          />
          {category.name}
        </Chip>
      ))}
    </fieldset>
  )
}
