import { Check, Minus } from 'lucide-react'
import type { Plan } from '#src/contract/plans'
import { cn } from '../../lib/cn'
import { Badge } from '../ui/badge'
import { PlanCardAction } from './plan-card-action'

export type PlanCardProps = {
  plan: Plan
  /** The plan shown as the recommended one. */
  highlighted?: boolean
}

const CALL_TO_ACTION: Record<Plan['tier'], string> = {
  free: 'Start Free',
  base: 'Get Base',
  premium: 'Get Premium',
}

export function PlanCard({ plan, highlighted = false }: PlanCardProps) {
  const headingId = `plan-${plan.tier}`
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-surface p-6 shadow-sm sm:p-8',
        highlighted ? 'border-primary shadow-lg ring-1 ring-primary' : 'border-border',
      )}
    >
      {highlighted ? (
        <Badge className="-top-3 -translate-x-1/2 absolute left-1/2">Most popular</Badge>
      ) : null}
      <header className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold text-xl">
          {plan.name}
        </h3>
        <p className="flex items-baseline gap-1.5">
          <span className="font-bold text-4xl tracking-tight">{plan.price}</span>
          <span className="text-muted-foreground text-sm">{plan.period}</span>
        </p>
        <p className="text-muted-foreground text-sm">{plan.description}</p>
      </header>
      <ul className="flex flex-1 flex-col gap-2.5 text-sm">
        {plan.features.map((feature) => (
          <li
            key={feature.name}
            className={cn('flex items-start gap-2', !feature.included && 'text-muted-foreground')}
          >
            {feature.included ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {feature.name}
              {feature.value ? <strong className="font-semibold">: {feature.value}</strong> : null}
              {feature.included ? null : <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        ))}
      </ul>
      <PlanCardAction
        tier={plan.tier}
        signUpLabel={CALL_TO_ACTION[plan.tier]}
        variant={highlighted ? 'default' : 'outline'}
      />
    </article>
  )
}
