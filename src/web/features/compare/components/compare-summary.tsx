import { HeartHandshake, Percent, Scale, Users } from 'lucide-react'
import type { ComparisonSummary } from '#src/analysis/compare'
import { StatCard } from '#src/web/components/analysis/stat-card'

/** Spec §2 summary tiles. */
export function CompareSummary({ summary }: { summary: ComparisonSummary }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Connections"
        value={summary.totalConnections}
        icon={Users}
        hint="With a chat analysed"
      />
      <StatCard
        label="Need Attention"
        value={summary.needAttention}
        icon={HeartHandshake}
        hint="Could use a gentle check-in"
      />
      <StatCard
        label="Balanced"
        value={summary.balanced}
        icon={Scale}
        hint="Effort shared evenly"
      />
      <StatCard
        label="Avg You Initiate"
        value={`${summary.avgYouInitiate}%`}
        icon={Percent}
        hint="Conversations you start"
      />
    </section>
  )
}
