import { useEffect } from 'react'
import { HISTORY_FAILED } from '#src/contract/billing'
import { useBillingHistory } from '../../components/billing/api/get-billing-history'
import { useSubscription } from '../../components/billing/api/get-subscription'
import { BillingHistoryList } from '../../components/billing/billing-history-list'
import { CurrentPlanCard } from '../../components/billing/current-plan-card'
import { PlanUsageCard } from '../../components/plans/plan-usage-card'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { toast } from '../../lib/toast'

/** Account Settings → Billing (spec §2, §9): the current plan and the billing history. */
export function BillingTab() {
  const subscription = useSubscription()
  const history = useBillingHistory()

  useEffect(() => {
    if (history.isError) toast.error('Error', HISTORY_FAILED)
  }, [history.isError])

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Current Plan</CardTitle>
        </CardHeader>
        <CardContent>
          {subscription.isPending ? (
            <Skeleton className="h-24" />
          ) : (
            <CurrentPlanCard subscription={subscription.data ?? null} />
          )}
        </CardContent>
      </Card>
      <PlanUsageCard />
      <Card>
        <CardHeader>
          <CardTitle>Billing History</CardTitle>
        </CardHeader>
        <CardContent>
          {history.isPending ? (
            <Skeleton className="h-24" />
          ) : (
            <BillingHistoryList items={history.data ?? []} />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
