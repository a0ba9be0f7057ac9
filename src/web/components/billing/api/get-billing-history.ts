import { queryOptions, useQuery } from '@tanstack/react-query'
import { BillingHistoryResponseSchema } from '../../../../contract/billing'
import { apiFetch } from '../../../lib/api-client'

export const billingHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'history'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/billing/history', { schema: BillingHistoryResponseSchema, signal }))
        .history,
  })

export function useBillingHistory() {
  return useQuery(billingHistoryQueryOptions())
}
