import { type CompareSort, SORT_OPTIONS } from '#src/analysis/compare'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#src/web/components/ui/select'

const isSort = (value: string): value is CompareSort => SORT_OPTIONS.some((o) => o.value === value)

export function SortSelect({
  value,
  onChange,
}: {
  value: CompareSort
  onChange: (sort: CompareSort) => void
}) {
  return (
    <Select value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
      <SelectTrigger className="w-[200px]" aria-label="Sort connections by">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {SORT_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
