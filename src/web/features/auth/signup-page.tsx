import { Link, useParams } from 'react-router'
import { PLANS, planTierOr } from '#src/contract/plans'
import { AuthShell } from './components/auth-shell'
import { PlanSummaryCard } from './components/plan-summary-card'
import { SignupForm } from './components/signup-form'

/** Serves /signup and /signup/{tier} (spec §2: the tier defaults to free). */
export default function SignupPage() {
  const { tier: tierParam } = useParams()
  const onPlanPage = tierParam !== undefined
  const plan = PLANS[planTierOr(tierParam, 'free')]

  return (
    <AuthShell
      title={onPlanPage ? `Sign up for ${plan.name}` : 'Create your account'}
      description="Understand the rhythm of your relationships — privately."
      aside={onPlanPage ? <PlanSummaryCard plan={plan} /> : null}
      footer={
        <div className="space-y-2">
          <p>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </p>
          {onPlanPage ? (
            <p>
              <Link to="/pricing" className="hover:text-foreground hover:underline">
                ← Choose a different plan
              </Link>
            </p>
          ) : null}
        </div>
      }
    >
      <SignupForm plan={plan} onPlanPage={onPlanPage} />
    </AuthShell>
  )
}
