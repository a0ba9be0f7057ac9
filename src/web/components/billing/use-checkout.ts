import { useState } from 'react'
import type { PaidTier } from '#src/contract/billing'
import { ApiError } from '#src/web/lib/api-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useCreateCheckoutSession } from './api/create-checkout-session'

/**
 * A signed-in free account upgrading: checkout opens in this tab, as a plan card's click expects.
 * Its toasts are in the reader's language (area `plans`): the server's refusal by its code.
 */
export function useCheckout() {
  const { t } = useT()
  const [busy, setBusy] = useState(false)
  const { mutateAsync: createCheckoutSession } = useCreateCheckoutSession()
  async function start(tier: PaidTier) {
    setBusy(true)
    try {
      const url = await createCheckoutSession(tier)
      if (!url) {
        setBusy(false)
        toast.error(t('plans.payment.errorTitle'), t('plans.payment.noCheckoutUrl'))
        return
      }
      window.location.assign(url)
    } catch (error) {
      setBusy(false)
      toast.error(
        t('plans.payment.errorTitle'),
        error instanceof ApiError && error.message
          ? error.message
          : t('plans.payment.checkoutFailed'),
      )
    }
  }
  return { busy, start }
}
