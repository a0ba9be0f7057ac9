import { Check, Minus } from 'lucide-react'
import type { Plan } from '#src/contract/plans'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { CALL_TO_ACTION_MESSAGES, PLAN_CARD_MESSAGES, planTexts } from '../plans/plan-texts'
import { Badge } from '../ui/badge'
import { PlanCardAction } from './plan-card-action'

export type PlanCardProps = {
  plan: Plan
  /** The plan shown as the recommended one. */
  highlighted?: boolean
}

export function PlanCard({ plan, highlighted = false }: PlanCardProps) {
  const { t } = useT()
  const texts = planTexts(plan, t)
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
        <Badge className="-top-3 -translate-x-1/2 rtl:translate-x-1/2 absolute start-1/2">
          {t(PLAN_CARD_MESSAGES.mostPopular)}
        </Badge>
      ) : null}
      <header className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold text-xl">
          {texts.name}
        </h3>
        <p className="flex items-baseline gap-1.5">
          <span className="font-bold text-4xl tracking-tight">{texts.price}</span>
          <span className="text-muted-foreground text-sm">{texts.period}</span>
        </p>
        <p className="text-muted-foreground text-sm">{texts.description}</p>
      </header>
      <ul className="flex flex-1 flex-col gap-2.5 text-sm">
        {texts.features.map((feature) => (
          <li
            key={feature.key}
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
              {feature.included ? null : (
                <span className="sr-only"> {t(PLAN_CARD_MESSAGES.notIncluded)}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <PlanCardAction
        tier={plan.tier}
        signUpLabel={t(CALL_TO_ACTION_MESSAGES[plan.tier])}
        variant={highlighted ? 'default' : 'outline'}
      />
    </article>
  )
}
