import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { getBillingHistoryQueryOptions } from '#src/web/components/billing/api/get-billing-history'
import { getSubscriptionQueryOptions } from '#src/web/components/billing/api/get-subscription'
import { BillingHistoryList } from '#src/web/components/billing/billing-history-list'
import { CurrentPlanCard } from '#src/web/components/billing/current-plan-card'
import { PlanUsageCard } from '#src/web/components/plans/plan-usage-card'
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card'
import { Skeleton } from '#src/web/components/ui/skeleton'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'

/** A titled card that shows a placeholder until what it holds has loaded. */
function LoadingCard(props: { title: string; pending: boolean; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent>{props.pending ? <Skeleton className="h-24" /> : props.children}</CardContent>
    </Card>
  )
}

/** Account Settings → Billing (docs/product.md §2, §9): the current plan and the billing history. */
export function BillingTab() {
  const { t } = useT()
  const subscription = useQuery(getSubscriptionQueryOptions())
  const history = useQuery(getBillingHistoryQueryOptions())

  useEffect(() => {
    if (history.isError)
      toast.error(t('account.billing.errorTitle'), t('account.billing.historyFailed'))
  }, [history.isError, t])

  return (
    <div className="flex flex-col gap-6">
      <LoadingCard title={t('account.billing.currentPlan')} pending={subscription.isPending}>
        <CurrentPlanCard subscription={subscription.data ?? null} />
      </LoadingCard>
      <PlanUsageCard />
      <LoadingCard title={t('account.billing.history')} pending={history.isPending}>
        <BillingHistoryList items={history.data ?? []} />
      </LoadingCard>
    </div>
  )
}
