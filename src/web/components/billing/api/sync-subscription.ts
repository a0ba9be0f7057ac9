import { type SyncResponse, SyncResponseSchema } from '#src/contract/billing'
import { apiFetch } from '#src/web/lib/api-client'

/** docs/product.md §7 sync-subscription: re-reads the subscription from the payment provider. */
export function syncSubscription(): Promise<SyncResponse> {
  return apiFetch('/api/billing/sync', { method: 'POST', schema: SyncResponseSchema })
}
