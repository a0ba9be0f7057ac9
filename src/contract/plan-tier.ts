import { z } from 'zod'

export const PlanTierSchema = z.enum(['free', 'base', 'premium'])
export type PlanTier = z.infer<typeof PlanTierSchema>
