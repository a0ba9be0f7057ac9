import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import type { PlanError } from '#src/contract/entitlements'
import { planName } from '#src/contract/entitlements'
import { getPlanUsageQueryOptions } from '#src/web/components/plans/api/get-plan-usage'
import { LockedFeature } from '#src/web/components/plans/locked-feature'
import { planRefusalText } from '#src/web/lib/api-error-text'
import { useT } from '#src/web/lib/i18n/use-t'

/**
 * The plan's connections are all in use: say so, and offer the way on. The server's refusal is
 * written again from its plan and limit, in the reader's language (areas `connections`, `errors`).
 */
export function ConnectionLimitReached({ refused }: { refused: PlanError['error'] | null }) {
  const { t, locale } = useT()
  const usage = useQuery(getPlanUsageQueryOptions())
  const limit = usage.data?.connections.limit
  const description =
    refused?.gate === 'connections' && refused.limit !== null
      ? t('connections.limit.refused', { plan: planName(refused.plan), limit: refused.limit })
      : refused
        ? planRefusalText(refused, t, locale)
        : limit === null || limit === undefined
          ? t('connections.limit.fallbackFew')
          : t('connections.limit.fallback', { limit })
  return (
    <div className="flex flex-col gap-3">
      <h1 className="font-semibold text-2xl tracking-tight">{t('connections.add.title')}</h1>
      <LockedFeature
        title={t('connections.limit.title')}
        description={description}
        tier="base"
        icon={Users}
        className="min-h-64"
      />
    </div>
  )
}
