import { useState } from 'react'
import { CHECKOUT_FAILED, CHECKOUT_NO_URL, type PaidTier } from '#src/contract/billing'
import { toast } from '../../lib/toast'
import { createCheckoutSession } from './api/create-checkout-session'

/** A signed-in free account upgrading: checkout opens in this tab, as a plan card's click expects. */
export function useCheckout() {
  const [busy, setBusy] = useState(false)
  async function start(tier: PaidTier) {
    setBusy(true)
    try {
      const url = await createCheckoutSession(tier)
      if (!url) throw new Error(CHECKOUT_NO_URL)
      window.location.assign(url)
    } catch (error) {
      setBusy(false)
      toast.error(
        'Payment Error',
        error instanceof Error && error.message ? error.message : CHECKOUT_FAILED,
      )
    }
  }
  return { busy, start }
}
