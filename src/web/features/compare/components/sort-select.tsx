import { type CompareSort, SORT_OPTIONS } from '#src/analysis/compare'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#src/web/components/ui/select'
import { useT } from '#src/web/lib/i18n/use-t'
import { SORT_LABEL_IDS } from './format-comparison'

const isSort = (value: string): value is CompareSort => SORT_OPTIONS.some((o) => o.value === value)

export function SortSelect({
  value,
  onChange,
}: {
  value: CompareSort
  onChange: (sort: CompareSort) => void
}) {
  const { t } = useT()
  const label = t('compare.sort.label')
  return (
    <Select value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
      <SelectTrigger className="w-[200px]" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent aria-label={label}>
        {SORT_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {t(SORT_LABEL_IDS[option.value])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
