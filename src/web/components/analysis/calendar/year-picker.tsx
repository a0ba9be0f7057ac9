import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useT } from '#src/web/lib/i18n/use-t'
import { Button } from '../../ui/button'

/** The year the calendar shows, with the years before and after it the export reaches. */
export function YearPicker({
  years,
  year,
  yearName,
  onChoose,
}: {
  years: readonly number[]
  year: number
  yearName: string
  onChoose: (year: number) => void
}) {
  const { t } = useT()
  const index = years.indexOf(year)
  const previous = years[index - 1]
  const next = years[index + 1]
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('analysis.calendar.year')}</legend>
      <Button
        variant="outline"
        size="icon"
        disabled={previous === undefined}
        onClick={() => previous !== undefined && onChoose(previous)}
        aria-label={t('analysis.calendar.previousYear')}
      >
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      <output aria-live="polite" className="min-w-16 text-center font-medium tabular-nums">
        {yearName}
      </output>
      <Button
        variant="outline"
        size="icon"
        disabled={next === undefined}
        onClick={() => next !== undefined && onChoose(next)}
        aria-label={t('analysis.calendar.nextYear')}
      >
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
    </fieldset>
  )
}
