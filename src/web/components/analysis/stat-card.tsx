import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#src/web/lib/cn'
import { Card } from '../ui/card'

export type StatCardProps = {
  label: string
  value: ReactNode
  /** A short line under the value, e.g. what the number means. */
  hint?: ReactNode
  icon?: LucideIcon
  className?: string
}

/** One headline number of an analysis (total messages, initiation, response time…). */
export function StatCard({ label, value, hint, icon: Icon, className }: StatCardProps) {
  return (
    <Card className={cn('flex flex-col gap-1 p-5', className)}>
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-muted-foreground text-sm">{label}</p>
        {Icon ? <Icon aria-hidden="true" className="size-4 text-primary" /> : null}
      </div>
      <p className="font-semibold text-2xl tabular-nums tracking-tight">{value}</p>
      {hint ? <p className="text-muted-foreground text-xs leading-relaxed">{hint}</p> : null}
    </Card>
  )
}
