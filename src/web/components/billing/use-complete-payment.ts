import { useState } from 'react'
import {
  CHECKOUT_FAILED,
  CHECKOUT_NO_URL,
  type PaidTier,
  SOMETHING_WENT_WRONG,
} from '#src/contract/billing'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { createCheckoutSession } from './api/create-checkout-session'
import { openPendingTab } from './open-in-new-tab'

/** Spec §4 payment flow: 'Complete Payment' opens checkout in a new tab with a toast. */
export function useCompletePayment(tier: PaidTier) {
  const [processing, setProcessing] = useState(false)
  async function completePayment() {
    setProcessing(true)
    const tab = openPendingTab()
    try {
      const url = await createCheckoutSession(tier)
      if (!url) {
        tab?.close()
        toast.error('Payment Error', CHECKOUT_NO_URL)
        return
      }
      if (tab) tab.go(url)
      else window.location.assign(url)
      toast.info('Redirecting to Payment', 'Complete your payment in the new tab.')
    } catch (error) {
      tab?.close()
      toast.error(
        'Payment Error',
        error instanceof ApiError ? CHECKOUT_FAILED : SOMETHING_WENT_WRONG,
      )
    } finally {
      setProcessing(false)
    }
  }
  return { processing, completePayment }
}
