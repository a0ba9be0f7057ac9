import { Link, useParams } from 'react-router'
import { PLANS, planTierOr } from '#src/contract/plans'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { AuthShell } from './components/auth-shell'
import { PlanSummaryCard } from './components/plan-summary-card'
import { SignupForm } from './components/signup-form'

/** Serves /signup and /signup/{tier} (docs/product.md §2: the tier defaults to free). */
export default function SignupPage() {
  const { t } = useT()
  const { tier: tierParam } = useParams()
  const onPlanPage = tierParam !== undefined
  const plan = PLANS[planTierOr(tierParam, 'free')]

  return (
    <AuthShell
      title={onPlanPage ? t('auth.signUp.titlePlan', { plan: plan.name }) : t('auth.signUp.title')}
      description={t('auth.signUp.description')}
      aside={onPlanPage ? <PlanSummaryCard plan={plan} /> : null}
      footer={
        <div className="space-y-2">
          <p>
            <T
              id="auth.signUp.haveAccount"
              components={{
                0: <Link to="/login" className="font-medium text-primary hover:underline" />,
              }}
            />
          </p>
          {onPlanPage ? (
            <p>
              <LocaleLink to="/pricing" className="hover:text-foreground hover:underline">
                {t('auth.signUp.otherPlan')}
              </LocaleLink>
            </p>
          ) : null}
        </div>
      }
    >
      <SignupForm plan={plan} onPlanPage={onPlanPage} />
    </AuthShell>
  )
}
