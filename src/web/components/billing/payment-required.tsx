import { CreditCard } from 'lucide-react'
import { Link } from 'react-router'
import type { PaidTier } from '#src/contract/billing'
import { PLANS } from '#src/contract/plans'
import { Button } from '../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card'
import { useCompletePayment } from './use-complete-payment'

/** Spec §2 Payment Required screen, shown in place of the add-connection form. */
export function PaymentRequired({ tier }: { tier: PaidTier }) {
  const { processing, completePayment } = useCompletePayment(tier)
  const plan = PLANS[tier]
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <CreditCard aria-hidden className="mx-auto size-10 text-primary" />
        <CardTitle>Payment Required</CardTitle>
        <CardDescription>
          Complete the payment for your {plan.name} plan ({plan.price} {plan.period}) to add
          connections.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button onClick={completePayment} disabled={processing}>
          {processing ? 'Processing...' : 'Complete Payment'}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
