import { queryOptions, useQuery } from '@tanstack/react-query'
import { SubscriptionResponseSchema } from '../../../../contract/billing'
import { apiFetch } from '../../../lib/api-client'

export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/billing/subscription', { schema: SubscriptionResponseSchema, signal }))
        .subscription,
  })

/** The signed-in user's subscription (null when they have none). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions())
}
