import { CreditCard } from 'lucide-react'
import { Link } from 'react-router'
import type { PaidTier } from '#src/contract/billing'
import { PLANS } from '#src/contract/plans'
import { useT } from '#src/web/lib/i18n/use-t'
import { planTexts } from '../plans/plan-texts'
import { Button } from '../ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card'
import { useCompletePayment } from './use-complete-payment'

/** docs/product.md §2 Payment Required screen, shown in place of the add-connection form (area `plans`). */
export function PaymentRequired({ tier }: { tier: PaidTier }) {
  const { t } = useT()
  const { processing, completePayment } = useCompletePayment(tier)
  const plan = planTexts(PLANS[tier], t)
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <CreditCard aria-hidden className="mx-auto size-10 text-primary" />
        <h1 className="font-semibold text-xl leading-tight tracking-tight">
          {t('plans.payment.requiredTitle')}
        </h1>
        <CardDescription>
          {t('plans.payment.requiredText', {
            plan: plan.name,
            price: plan.price,
            period: plan.period,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button onClick={completePayment} disabled={processing}>
          {processing ? t('plans.payment.processing') : t('plans.payment.complete')}
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard">{t('plans.payment.backToDashboard')}</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
