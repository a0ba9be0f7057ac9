import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  PAYMENT_NO_CHECKOUT_URL,
  PAYMENT_SESSION_FAILED,
  PAYMENT_SETUP_UNEXPECTED,
  type PaidTier,
} from '#src/contract/billing'
import { ApiError } from '#src/web/lib/api-client'
import { invalidateSession } from '#src/web/lib/session-store'
import { useSession } from '#src/web/lib/use-session'
import { useCreateCheckoutSession } from './api/create-checkout-session'
import { getSubscriptionQueryOptions } from './api/get-subscription'
import {
  claimPaymentRedirect,
  releasePaymentRedirect,
  signedUpInThisTab,
} from './payment-redirect-claim'

/** docs/product.md §9: the payment redirect waits 1000 ms after sign-in. */
export const PAYMENT_REDIRECT_DELAY_MS = 1000
// The page left open after sign-up learns of the sign-in made by the mailed link in another tab.
const SESSION_POLL_MS = 3000

export interface PayAfterConfirmation {
  redirecting: boolean
  error: string | null
  /** Signed in, but the checkout is (or will be) in another tab: the page says so. */
  elsewhere: boolean
  /** Goes to checkout from this tab, whoever held the claim. */
  payHere: () => void
}

type RedirectState = Pick<PayAfterConfirmation, 'redirecting' | 'error' | 'elsewhere'>

/**
 * docs/product.md §4 sign-up with payment: once the e-mail is confirmed and the user is signed in, request a
 * checkout session and go to it, once only. A failure clears the redirect state and says why.
 */
export function usePayAfterConfirmation(tier: PaidTier): PayAfterConfirmation {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const { mutateAsync: createCheckoutSession } = useCreateCheckoutSession()
  const started = useRef(false)
  const [state, setState] = useState<RedirectState>({
    redirecting: false,
    error: null,
    elsewhere: false,
  })
  const userId = user?.id ?? null

  const startCheckout = useCallback(
    async (forUser: string) => {
      setState({ redirecting: true, error: null, elsewhere: false })
      try {
        const url = await createCheckoutSession(tier)
        if (!url) throw new Error(PAYMENT_NO_CHECKOUT_URL)
        window.location.assign(url)
      } catch (error) {
        releasePaymentRedirect(forUser)
        const message =
          error instanceof ApiError
            ? PAYMENT_SESSION_FAILED
            : error instanceof Error && error.message === PAYMENT_NO_CHECKOUT_URL
              ? PAYMENT_NO_CHECKOUT_URL
              : PAYMENT_SETUP_UNEXPECTED
        setState({ redirecting: false, error: message, elsewhere: false })
      }
    },
    [tier, createCheckoutSession],
  )

  useEffect(() => {
    if (userId) return
    const poll = window.setInterval(() => {
      void invalidateSession()
    }, SESSION_POLL_MS)
    return () => window.clearInterval(poll)
  }, [userId])

  useEffect(() => {
    if (!userId || started.current) return
    started.current = true
    const timer = window.setTimeout(async () => {
      const subscription = await queryClient
        .fetchQuery({ ...getSubscriptionQueryOptions(), staleTime: 0 })
        .catch(() => null)
      // Already paid (or not a paid plan): nothing to pay.
      if (subscription && subscription.status !== 'pending') return
      // The tab where the sign-up happened leaves the checkout to the tab the mailed link
      // opened, and so does any tab that finds the checkout already claimed by another.
      if (signedUpInThisTab() || !claimPaymentRedirect(userId)) {
        setState({ redirecting: false, error: null, elsewhere: true })
        return
      }
      await startCheckout(userId)
    }, PAYMENT_REDIRECT_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      started.current = false
    }
  }, [userId, queryClient, startCheckout])

  const payHere = useCallback(() => {
    if (!userId) return
    claimPaymentRedirect(userId, { force: true })
    void startCheckout(userId)
  }, [userId, startCheckout])

  return { ...state, payHere }
}
