import type { CompareSort, ComparisonItem } from '#src/analysis/compare'
import { useT } from '#src/web/lib/i18n/use-t'
import { ComparisonCard } from './comparison-card'
import { SortSelect } from './sort-select'

type ComparisonGridProps = {
  items: ComparisonItem[]
  sort: CompareSort
  onSortChange: (sort: CompareSort) => void
}

/** docs/product.md §2: the heading with its count, the sort dropdown and the cards (1, 2 from md, 3 from lg). */
export function ComparisonGrid({ items, sort, onSortChange }: ComparisonGridProps) {
  const { t } = useT()
  return (
    <section aria-labelledby="all-connections" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="all-connections" className="font-semibold text-xl tracking-tight">
          {t('compare.grid.title', { count: items.length })}
        </h2>
        <SortSelect value={sort} onChange={onSortChange} />
      </div>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.connection.id}>
            <ComparisonCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}
