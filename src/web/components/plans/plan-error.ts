import { type PlanError, PlanErrorSchema } from '#src/contract/entitlements'
import { ApiError } from '#src/web/lib/api-client'

/** The plan's refusal carried by a 402, or null for any other error. */
export function planErrorOf(error: unknown): PlanError['error'] | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null
  const parsed = PlanErrorSchema.safeParse(error.payload)
  return parsed.success ? parsed.data.error : null
}
