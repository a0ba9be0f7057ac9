import { useMutation } from '@tanstack/react-query'
import { RedirectUrlSchema } from '#src/contract/billing'
import { apiFetch } from '#src/web/lib/api-client'

/** docs/product.md §7 customer-portal: the provider's page to manage the subscription. */
async function openCustomerPortal(): Promise<string> {
  const { url } = await apiFetch('/api/billing/customer-portal', {
    method: 'POST',
    schema: RedirectUrlSchema,
  })
  return url
}

export function useOpenCustomerPortal() {
  return useMutation({ mutationFn: openCustomerPortal })
}
