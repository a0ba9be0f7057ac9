import { useState } from 'react'
import { SYNC_NO_UPDATES } from '#src/contract/billing'
import { ApiError } from '#src/web/lib/api-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useOpenCustomerPortal } from './api/open-customer-portal'
import { useSyncSubscription } from './api/sync-subscription'
import { openPendingTab } from './open-in-new-tab'

/** 'Manage Subscription' and 'Sync from Stripe' with every toast of docs/product.md §8. */
export function useBillingActions() {
  const { t } = useT()
  const { mutateAsync: openCustomerPortal } = useOpenCustomerPortal()
  const { mutateAsync: syncSubscription } = useSyncSubscription()
  const [busy, setBusy] = useState<'portal' | 'sync' | null>(null)

  async function openPortal() {
    setBusy('portal')
    const tab = openPendingTab()
    try {
      const url = await openCustomerPortal()
      if (!url) {
        tab?.close()
        toast.error(t('account.billing.errorTitle'), t('account.billing.portalNoUrl'))
      } else if (tab) tab.go(url)
      else window.location.assign(url)
    } catch (error) {
      tab?.close()
      toast.error(
        t('account.billing.errorTitle'),
        error instanceof ApiError ? t('account.billing.portalFailed') : t('account.billing.wrong'),
      )
    } finally {
      setBusy(null)
    }
  }

  async function sync() {
    setBusy('sync')
    try {
      const result = await syncSubscription()
      if (result.synced) {
        toast.success(t('account.billing.syncedTitle'), t('account.billing.synced'))
      } else {
        // The server's own words when it has some; its usual answer in the reader's language.
        const message =
          !result.message || result.message === SYNC_NO_UPDATES
            ? t('account.billing.noUpdates')
            : result.message
        toast.info(t('account.billing.noUpdatesTitle'), message)
      }
    } catch (error) {
      toast.error(
        t('account.billing.syncErrorTitle'),
        error instanceof ApiError
          ? t('account.billing.syncFailed')
          : t('account.billing.syncUnexpected'),
      )
    } finally {
      setBusy(null)
    }
  }

  return { busy, openPortal, sync }
}
