import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useT } from '#src/web/lib/i18n/use-t'
import { Spinner } from '../ui/spinner'
import { getSubscriptionQueryOptions } from './api/get-subscription'
import { PaymentRequired } from './payment-required'

/**
 * docs/product.md §4 add-connection gate: a base or premium subscription still pending payment sees the
 * Payment Required screen; everyone else (no row, active, free, anything else) gets the children.
 */
export function PaymentGate({ children }: { children: ReactNode }) {
  const { t } = useT()
  const { data: subscription, isPending, isError } = useQuery(getSubscriptionQueryOptions())
  if (isPending) return <Spinner label={t('common.loading')} />
  // docs/product.md §8: a subscription fetch error reads as no subscription.
  if (isError || !subscription) return children
  const { tier, status } = subscription
  if (status === 'pending' && (tier === 'base' || tier === 'premium')) {
    return <PaymentRequired tier={tier} />
  }
  return children
}
