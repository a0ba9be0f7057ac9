import { PLAN_ENTITLEMENTS, planName } from './entitlements'
import { type PlanTier, PlanTierSchema } from './plan-tier'

export { type PlanTier, PlanTierSchema }

export interface PlanFeature {
  name: string
  value?: string
  included: boolean
}

export interface Plan {
  tier: PlanTier
  name: string
  /** Display price, e.g. '$4.99'. */
  price: string
  period: string
  description: string
  features: PlanFeature[]
}

const feature = (name: string, included = true, value?: string): PlanFeature => ({
  name,
  included,
  ...(value === undefined ? {} : { value }),
})

const { free, base, premium } = PLAN_ENTITLEMENTS
const perMonth = (limit: number | null) => (limit === null ? 'Unlimited' : `${limit} a month`)

/**
 * docs/product.md §3 plan table and §9 prices; the limits come from the entitlements the server enforces.
 * "AI insights" is left off: Cadence ships no language model (docs/decisions/).
 */
export const PLANS: Record<PlanTier, Plan> = {
  free: {
    tier: 'free',
    name: planName('free'),
    price: '$0',
    period: 'forever',
    description: 'Perfect for trying out relationship insights',
    features: [
      feature('Full historical analysis', true, perMonth(free.fullAnalysesPerMonth)),
      feature('Recent analyses (last 6 months)', true, perMonth(free.recentAnalysesPerMonth)),
      feature('Save results'),
      feature('Basic relationship analysis'),
      feature('Connections', true, String(free.connections)),
      feature('Community support'),
      feature('Reply times, calendar and streaks'),
      feature('Connection comparison', false),
      feature('Gap analysis', false),
      feature('Chapters and balance over time', false),
      feature('Export', false),
      feature('Advanced patterns', false),
    ],
  },
  base: {
    tier: 'base',
    name: planName('base'),
    price: '$4.99',
    period: 'per month',
    description: 'Great for regular relationship insights',
    features: [
      feature('Full historical analyses', true, perMonth(base.fullAnalysesPerMonth)),
      feature('Recent analyses', true, perMonth(base.recentAnalysesPerMonth)),
      feature('Save results'),
      feature('Connection comparison'),
      feature('Basic gap analysis'),
      feature('Chapters and balance over time'),
      feature('CSV/PDF export'),
      feature('Unlimited connections'),
      feature('Priority support'),
      feature('Advanced patterns', false),
    ],
  },
  premium: {
    tier: 'premium',
    name: planName('premium'),
    price: '$9.99',
    period: 'per month',
    description: 'Everything you need for deep relationship analysis',
    features: [
      feature('Everything in Base'),
      feature('Full historical analyses', true, perMonth(premium.fullAnalysesPerMonth)),
      feature('Recent analyses', true, perMonth(premium.recentAnalysesPerMonth)),
      feature('Advanced gap analysis'),
      feature('All export formats: CSV, PDF, JSON, PNG card'),
      feature('Custom reports'),
      feature('Premium support'),
    ],
  },
}

/** docs/product.md §2: /signup/{tier} defaults to free, /confirm-email-payment falls back to base. */
export function planTierOr(value: string | null | undefined, fallback: PlanTier): PlanTier {
  const parsed = PlanTierSchema.safeParse(value)
  return parsed.success ? parsed.data : fallback
}
