import { queryOptions } from '@tanstack/react-query'
import { SubscriptionResponseSchema } from '#src/contract/billing'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** The signed-in user's subscription (null when they have none). */
export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.billing.subscription,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/billing/subscription', { schema: SubscriptionResponseSchema, signal }))
        .subscription,
  })
