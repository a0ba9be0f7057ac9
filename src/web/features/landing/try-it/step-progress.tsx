import { Check } from 'lucide-react'
import { numberFormat } from '#src/i18n/format-intl'
import type { MessageId } from '#src/i18n/messages'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

const STEPS: readonly MessageId[] = [
  'landing.tryIt.progress.export',
  'landing.tryIt.progress.clean',
  'landing.tryIt.progress.analyze',
]

/** docs/product.md §2: the first three steps; a step is completed once the current step is beyond it. */
export function StepProgress({ current }: { current: 1 | 2 | 3 }) {
  const { t, locale } = useT()
  const stepNumber = numberFormat(locale)
  return (
    <ol
      className="flex items-center justify-center gap-2 sm:gap-4"
      aria-label={t('landing.tryIt.progress.label')}
    >
      {STEPS.map((label, index) => {
        const step = index + 1
        const done = current > step
        const active = current === step
        return (
          <li key={label} className="flex items-center gap-2 sm:gap-4">
            <span
              className="flex items-center gap-2"
              aria-current={active ? 'step' : undefined}
              data-state={done ? 'complete' : active ? 'current' : 'upcoming'}
            >
              <span
                className={cn(
                  'grid size-8 place-items-center rounded-full border-2 font-semibold text-sm',
                  done && 'border-success bg-success text-white',
                  active && 'border-primary bg-primary text-primary-foreground',
                  !done && !active && 'border-border text-muted-foreground',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : stepNumber.format(step)}
              </span>
              <span
                className={cn(
                  'sr-only font-medium text-sm sm:not-sr-only',
                  !active && 'text-muted-foreground',
                )}
              >
                {t(label)}
                {done ? (
                  <span className="sr-only"> {t('landing.tryIt.progress.completed')}</span>
                ) : null}
              </span>
            </span>
            {step < STEPS.length ? (
              <span
                aria-hidden="true"
                className={cn('h-0.5 w-6 sm:w-12', done ? 'bg-success' : 'bg-border')}
              />
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
