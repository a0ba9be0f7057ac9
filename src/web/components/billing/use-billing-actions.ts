import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  PORTAL_FAILED,
  PORTAL_NO_URL,
  SOMETHING_WENT_WRONG,
  SYNC_FAILED,
  SYNC_NO_UPDATES,
  SYNC_UNEXPECTED,
} from '#src/contract/billing'
import { ApiError } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { toast } from '../../lib/toast'
import { customerPortalUrl } from './api/open-customer-portal'
import { syncSubscription } from './api/sync-subscription'
import { openPendingTab } from './open-in-new-tab'

/** 'Manage Subscription' and 'Sync from Stripe' with every toast of spec §8. */
export function useBillingActions() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<'portal' | 'sync' | null>(null)

  async function openPortal() {
    setBusy('portal')
    const tab = openPendingTab()
    try {
      const url = await customerPortalUrl()
      if (!url) {
        tab?.close()
        toast.error('Error', PORTAL_NO_URL)
      } else if (tab) tab.go(url)
      else window.location.assign(url)
    } catch (error) {
      tab?.close()
      toast.error('Error', error instanceof ApiError ? PORTAL_FAILED : SOMETHING_WENT_WRONG)
    } finally {
      setBusy(null)
    }
  }

  async function sync() {
    setBusy('sync')
    try {
      const result = await syncSubscription()
      if (result.synced) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.billing.subscription })
        await queryClient.invalidateQueries({ queryKey: queryKeys.billing.history })
        await queryClient.invalidateQueries({ queryKey: queryKeys.connections.planUsage })
        toast.success(
          'Subscription Synced',
          'Your subscription data has been updated from the payment provider.',
        )
      } else {
        toast.info('No Updates', result.message || SYNC_NO_UPDATES)
      }
    } catch (error) {
      toast.error('Sync Error', error instanceof ApiError ? SYNC_FAILED : SYNC_UNEXPECTED)
    } finally {
      setBusy(null)
    }
  }

  return { busy, openPortal, sync }
}
