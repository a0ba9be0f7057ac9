import { PLANS } from '#src/contract/plans'
import { PlanCard } from './plan-card'

/** The three plans of docs/product.md §3, side by side; Base is the recommended one. */
export function PlanGrid() {
  return (
    <div className="grid gap-8 pt-3 md:grid-cols-3 md:gap-6">
      <PlanCard plan={PLANS.free} />
      <PlanCard plan={PLANS.base} highlighted />
      <PlanCard plan={PLANS.premium} />
    </div>
  )
}
