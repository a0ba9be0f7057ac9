import { Activity, CalendarClock, Hourglass, TriangleAlert } from 'lucide-react'
import type { SummaryStats } from '#src/analysis/types'
import { StatCard } from '#src/web/components/analysis/stat-card'

const oneDecimal = (days: number) => (Math.round(days * 10) / 10).toString()

/** Spec §2: the four summary cards. */
export function GapSummaryCards({ stats }: { stats: SummaryStats }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Critical Events"
        value={stats.criticalEvents}
        icon={TriangleAlert}
        hint="Long pauses worth a gentle look"
      />
      <StatCard
        label="Total Anomalies"
        value={stats.totalAnomalies}
        icon={Activity}
        hint={`${stats.warningEvents} smaller ${stats.warningEvents === 1 ? 'shift' : 'shifts'}`}
      />
      <StatCard
        label="Longest Gap (days)"
        value={oneDecimal(stats.longestGapDays)}
        icon={Hourglass}
        hint="The longest quiet stretch"
      />
      <StatCard
        label="Your Normal Gap (days)"
        value={oneDecimal(stats.averageGapDays)}
        icon={CalendarClock}
        hint="Typical time between chats"
      />
    </section>
  )
}
