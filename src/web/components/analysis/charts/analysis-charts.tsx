import { useEffect } from 'react'
import type { AnalysisData } from '#src/analysis/types'
import { markChartsShown } from '#src/web/lib/time-to-insight'
import { HourOfWeekHeatmap } from './hour-of-week-heatmap'
import { MonthlyActivityChart } from './monthly-activity-chart'
import { ResponseDistributionChart } from './response-distribution-chart'

/** The three charts of an analysis; loaded as its own chunk (recharts is large). */
export default function AnalysisCharts({ data }: { data: AnalysisData }) {
  useEffect(markChartsShown, [])
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <MonthlyActivityChart months={data.monthlyActivity} />
      </div>
      <ResponseDistributionChart distribution={data.responseDistribution} />
      <HourOfWeekHeatmap hours={data.hourOfWeek} />
    </div>
  )
}
