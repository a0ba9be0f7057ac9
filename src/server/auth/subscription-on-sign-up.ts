import type { GenericEndpointContext } from 'better-auth'
import { type Account, getCurrentAdapter } from 'better-auth'
import { PlanTierSchema } from '#src/contract/plans'

/** Lets better-auth's adapter write user_subscriptions inside its own sign-up transaction. */
export const subscriptionModelSchema = {
  userSubscriptions: {
    modelName: 'userSubscriptions',
    fields: {
      userId: {
        type: 'string',
        required: true,
        references: { model: 'user', field: 'id', onDelete: 'cascade' },
      },
      subscriptionTier: { type: 'string', required: true },
      subscriptionStatus: { type: 'string', required: true },
    },
  },
} as const

/**
 * Creates the subscription row in the sign-up transaction (docs/product.md §4: free starts active, base
 * and premium start pending). The credential account is written right after the user, inside
 * the same transaction, so its "before" hook is the first point where the user row exists.
 */
export async function createSubscriptionOnSignUp(
  account: Partial<Account> & Record<string, unknown>,
  ctx: GenericEndpointContext | null,
): Promise<void> {
  if (ctx?.path !== '/sign-up/email') return
  if (account.providerId !== 'credential') return
  const body: unknown = ctx.body
  const requested =
    typeof body === 'object' && body !== null && 'subscriptionTier' in body
      ? body.subscriptionTier
      : undefined
  const tier = PlanTierSchema.catch('free').parse(requested ?? 'free')
  const adapter = await getCurrentAdapter(ctx.context.adapter)
  await adapter.create({
    model: 'userSubscriptions',
    data: {
      userId: account.userId,
      subscriptionTier: tier,
      subscriptionStatus: tier === 'free' ? 'active' : 'pending',
    },
  })
}
