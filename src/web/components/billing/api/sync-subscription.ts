import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SyncResponse, SyncResponseSchema } from '#src/contract/billing'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** docs/product.md §7 sync-subscription: re-reads the subscription from the payment provider. */
function syncSubscription(): Promise<SyncResponse> {
  return apiFetch('/api/billing/sync', { method: 'POST', schema: SyncResponseSchema })
}

/** A sync that changed something refreshes the subscription, its history and the plan's usage. */
export function useSyncSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: syncSubscription,
    onSuccess: async (result) => {
      if (!result.synced) return
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing.subscription })
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing.history })
      await queryClient.invalidateQueries({ queryKey: queryKeys.connections.planUsage })
    },
  })
}
