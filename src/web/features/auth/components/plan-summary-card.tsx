import { Sparkles } from 'lucide-react'
import type { Plan } from '#src/contract/plans'
import { planTexts } from '#src/web/components/plans/plan-texts'
import { Card } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'

/** docs/product.md §2: the chosen plan's name, price, period and description (areas `auth` and `plans`). */
export function PlanSummaryCard({ plan }: { plan: Plan }) {
  const { t } = useT()
  const texts = planTexts(plan, t)
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
          <h2 className="font-semibold text-lg">{t('auth.plan.title', { plan: texts.name })}</h2>
          <p>
            <span className="font-semibold text-xl">{texts.price}</span>{' '}
            <span className="text-muted-foreground text-sm">{texts.period}</span>
          </p>
        </div>
        <p className="mt-1 text-muted-foreground text-sm">{texts.description}</p>
      </div>
    </Card>
  )
}
