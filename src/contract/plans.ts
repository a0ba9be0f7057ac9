import { z } from 'zod'

export const PlanTierSchema = z.enum(['free', 'base', 'premium'])
export type PlanTier = z.infer<typeof PlanTierSchema>

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

/** Spec §3 plan table and §9 prices. */
export const PLANS: Record<PlanTier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Perfect for trying out relationship insights',
    features: [
      feature('Full historical analysis', true, '1'),
      feature('Recent analyses (last 6 months)', true, '3'),
      feature('Save results'),
      feature('Basic relationship analysis'),
      feature('Limited connections'),
      feature('Community support'),
      feature('Connection comparison', false),
      feature('Gap analysis', false),
      feature('Export', false),
      feature('Advanced patterns', false),
    ],
  },
  base: {
    tier: 'base',
    name: 'Base',
    price: '$4.99',
    period: 'per month',
    description: 'Great for regular relationship insights',
    features: [
      feature('Full historical analyses', true, '15'),
      feature('Recent analyses', true, 'Unlimited'),
      feature('Save results'),
      feature('Connection comparison'),
      feature('Basic gap analysis'),
      feature('CSV/PDF export'),
      feature('Unlimited connections'),
      feature('Priority support'),
      feature('Advanced patterns', false),
    ],
  },
  premium: {
    tier: 'premium',
    name: 'Premium',
    price: '$9.99',
    period: 'per month',
    description: 'Everything you need for deep relationship analysis',
    features: [
      feature('Everything in Base'),
      feature('Full historical analyses', true, 'Unlimited'),
      feature('Recent analyses', true, 'Unlimited'),
      feature('Advanced gap analysis'),
      feature('All export formats'),
      feature('AI insights'),
      feature('Custom reports'),
      feature('Premium support'),
    ],
  },
}

/** Spec §2: /signup/{tier} defaults to free, /confirm-email-payment falls back to base. */
export function planTierOr(value: string | null | undefined, fallback: PlanTier): PlanTier {
  const parsed = PlanTierSchema.safeParse(value)
  return parsed.success ? parsed.data : fallback
}
