import { Check } from 'lucide-react'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

export interface ConfirmStep {
  title: string
  detail?: string
  done?: boolean
  current?: boolean
}

/** A numbered list of steps; done ones carry a check mark, the current one is highlighted. */
export function ConfirmSteps({ steps, label }: { steps: ConfirmStep[]; label: string }) {
  const { t } = useT()
  return (
    <ol aria-label={label} className="space-y-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex items-start gap-3"
          aria-current={step.current ? 'step' : undefined}
        >
          <span
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold text-xs',
              step.done && 'border-transparent bg-success text-white',
              step.current && 'border-primary bg-primary-soft text-primary-soft-foreground',
              !step.done && !step.current && 'border-border text-muted-foreground',
            )}
          >
            {step.done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
          </span>
          <div className="pt-0.5">
            <p
              className={cn(
                'font-medium text-sm',
                !step.done && !step.current && 'text-muted-foreground',
              )}
            >
              {step.title}
              {step.done ? <span className="sr-only"> {t('auth.steps.done')}</span> : null}
            </p>
            {step.detail ? <p className="text-muted-foreground text-sm">{step.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
