import { Sparkles } from 'lucide-react'
import type { Plan } from '#src/contract/plans'
import { Card } from '#src/web/components/ui/card'

/** Spec §2: the chosen plan's name, price, period and description. */
export function PlanSummaryCard({ plan }: { plan: Plan }) {
  return (
    <Card
      className="flex items-start gap-4 border-primary/30 bg-primary-soft/40 p-5"
      data-testid="plan-card"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Sparkles aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="font-semibold text-lg">{plan.name} Plan</h2>
          <p>
            <span className="font-semibold text-xl">{plan.price}</span>{' '}
            <span className="text-muted-foreground text-sm">{plan.period}</span>
          </p>
        </div>
        <p className="mt-1 text-muted-foreground text-sm">{plan.description}</p>
      </div>
    </Card>
  )
}
