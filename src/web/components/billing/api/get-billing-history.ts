import { queryOptions } from '@tanstack/react-query'
import { BillingHistoryResponseSchema } from '#src/contract/billing'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

export const getBillingHistoryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.billing.history,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/billing/history', { schema: BillingHistoryResponseSchema, signal }))
        .history,
  })
