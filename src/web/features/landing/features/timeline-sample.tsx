import { cn } from '#src/web/lib/cn'

const MONTHS = [
  { label: 'Jan', tone: 'normal' },
  { label: 'Feb', tone: 'normal' },
  { label: 'Mar', tone: 'warning' },
  { label: 'Apr', tone: 'normal' },
  { label: 'May', tone: 'critical' },
  { label: 'Jun', tone: 'normal' },
] as const

const TONE = {
  normal: { dot: 'bg-success', text: 'steady' },
  warning: { dot: 'bg-warning', text: 'notable change' },
  critical: { dot: 'bg-danger', text: 'long silence' },
}

/** Spec §2 sample: six months with green (normal), yellow and red (notable) markers. */
export function TimelineSample() {
  return (
    <div className="flex flex-col gap-3">
      <ol className="relative flex justify-between">
        <span aria-hidden="true" className="absolute inset-x-2 top-2 h-0.5 bg-border" />
        {MONTHS.map((month) => (
          <li key={month.label} className="relative flex flex-col items-center gap-1.5">
            <span className={cn('size-4 rounded-full ring-4 ring-surface', TONE[month.tone].dot)} />
            <span className="text-muted-foreground text-xs">{month.label}</span>
            <span className="sr-only">{TONE[month.tone].text}</span>
          </li>
        ))}
      </ol>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-success" /> Normal
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-warning" /> Notable
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-danger" /> Significant
        </span>
      </p>
    </div>
  )
}
