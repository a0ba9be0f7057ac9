import { Users } from 'lucide-react'
import { usePlanUsage } from '#src/web/components/plans/api/get-plan-usage'
import { LockedFeature } from '#src/web/components/plans/locked-feature'

/** The plan's connections are all in use: say so, and offer the way on. */
export function ConnectionLimitReached({ message }: { message: string | null }) {
  const usage = usePlanUsage()
  const limit = usage.data?.connections.limit
  const fallback = `Your plan includes ${limit ?? 'a few'} connections, and they are all in use. Upgrade to Base for unlimited connections, or delete one to add another.`
  return (
    <div className="flex flex-col gap-3">
      <h1 className="font-semibold text-2xl tracking-tight">Add New Connection</h1>
      <LockedFeature
        title="More connections"
        description={message ?? fallback}
        tier="base"
        icon={Users}
        className="min-h-64"
      />
    </div>
  )
}
