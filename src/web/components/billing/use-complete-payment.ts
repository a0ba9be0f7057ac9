import { useState } from 'react'
import type { PaidTier } from '#src/contract/billing'
import { ApiError } from '#src/web/lib/api-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useCreateCheckoutSession } from './api/create-checkout-session'
import { openPendingTab } from './open-in-new-tab'

/** docs/product.md §4 payment flow: 'Complete Payment' opens checkout in a new tab with a toast (area `plans`). */
export function useCompletePayment(tier: PaidTier) {
  const { t } = useT()
  const [processing, setProcessing] = useState(false)
  const { mutateAsync: createCheckoutSession } = useCreateCheckoutSession()
  async function completePayment() {
    setProcessing(true)
    const tab = openPendingTab()
    try {
      const url = await createCheckoutSession(tier)
      if (!url) {
        tab?.close()
        toast.error(t('plans.payment.errorTitle'), t('plans.payment.noCheckoutUrl'))
        return
      }
      if (tab) tab.go(url)
      else window.location.assign(url)
      toast.info(t('plans.payment.redirectingTitle'), t('plans.payment.redirectingText'))
    } catch (error) {
      tab?.close()
      toast.error(
        t('plans.payment.errorTitle'),
        error instanceof ApiError
          ? t('plans.payment.checkoutFailed')
          : t('plans.payment.somethingWrong'),
      )
    } finally {
      setProcessing(false)
    }
  }
  return { processing, completePayment }
}
