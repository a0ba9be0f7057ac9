import { useMutation } from '@tanstack/react-query'
import { type PaidTier, RedirectUrlSchema } from '#src/contract/billing'
import { apiFetch } from '#src/web/lib/api-client'

/** docs/product.md §7 create-checkout-session: the payment provider's checkout page for this tier. */
async function createCheckoutSession(tier: PaidTier): Promise<string> {
  const { url } = await apiFetch('/api/billing/checkout-session', {
    method: 'POST',
    body: { tier },
    schema: RedirectUrlSchema,
  })
  return url
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession })
}
