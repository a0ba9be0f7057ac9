import { LoaderCircle } from 'lucide-react'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

type SpinnerProps = {
  /** Visible text beside the spinner; also what screen readers announce. */
  label?: string
  className?: string
}

export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useT()
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', className)}>
      <LoaderCircle
        aria-hidden="true"
        className="size-6 animate-spin text-primary motion-reduce:animate-none"
      />
      {label ? (
        <span className="text-muted-foreground text-sm">{label}</span>
      ) : (
        <span className="sr-only">{t('common.ui.spinner.loading')}</span>
      )}
    </div>
  )
}
