import type { ViewAs } from '#src/analysis/types'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

export type ViewAsToggleProps = {
  value: ViewAs
  onChange: (value: ViewAs) => void
  /** Names for the two sides; default 'User 1' / 'User 2' as in the cleaned file. */
  labels?: Record<ViewAs, string>
  className?: string
}

const DEFAULT_LABELS: Record<ViewAs, string> = { user1: 'User 1', user2: 'User 2' }

/** docs/product.md §4: see the analysis from User 1's or User 2's side (default User 1). */
export function ViewAsToggle({
  value,
  onChange,
  labels = DEFAULT_LABELS,
  className,
}: ViewAsToggleProps) {
  const { t } = useT()
  return (
    <fieldset className={cn('flex items-center gap-2', className)}>
      <legend className="sr-only">{t('analysis.viewAs.label')}</legend>
      <span aria-hidden="true" className="text-muted-foreground text-sm">
        {t('analysis.viewAs.label')}
      </span>
      <div className="inline-flex rounded-lg bg-muted p-1">
        {(['user1', 'user2'] as const).map((side) => (
          <button
            key={side}
            type="button"
            aria-pressed={value === side}
            onClick={() => onChange(side)}
            className={cn(
              'cursor-pointer rounded-md px-3 py-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring sm:py-1.5',
              value === side
                ? 'bg-surface text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {labels[side]}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
