import { RedirectUrlSchema } from '#src/contract/billing'
import { apiFetch } from '#src/web/lib/api-client'

/** docs/product.md §7 customer-portal: the provider's page to manage the subscription. */
export async function customerPortalUrl(): Promise<string> {
  const { url } = await apiFetch('/api/billing/customer-portal', {
    method: 'POST',
    schema: RedirectUrlSchema,
  })
  return url
}
