import { LoaderCircle } from 'lucide-react'
import { cn } from '../../lib/cn'

type SpinnerProps = {
  /** Visible text beside the spinner; also what screen readers announce. */
  label?: string
  className?: string
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', className)}>
      <LoaderCircle
        aria-hidden="true"
        className="size-6 animate-spin text-primary motion-reduce:animate-none"
      />
      {label ? (
        <span className="text-muted-foreground text-sm">{label}</span>
      ) : (
        <span className="sr-only">Loading</span>
      )}
    </div>
  )
}
