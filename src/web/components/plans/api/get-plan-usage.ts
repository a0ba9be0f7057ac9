import { queryOptions } from '@tanstack/react-query'
import { PlanUsageSchema } from '#src/contract/entitlements'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/**
 * The plan in force and this month's usage. Under ['connections']: adding, analysing or deleting
 * a connection refreshes the usage too.
 */
export const getPlanUsageQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: queryKeys.connections.planUsage,
    queryFn: ({ signal }) => apiFetch('/api/plan', { schema: PlanUsageSchema, signal }),
    enabled,
  })
