import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts'
import type { ResponseDistribution } from '#src/analysis/types'
import { prefersReducedMotion } from '#src/web/lib/prefers-reduced-motion'
import { ChartCard } from './chart-card'

const BUCKETS: { key: keyof ResponseDistribution; label: string }[] = [
  { key: 'immediate', label: '≤ 5 min' },
  { key: 'under_1_hour', label: '< 1 h' },
  { key: 'under_4_hours', label: '< 4 h' },
  { key: 'under_24_hours', label: '< 1 day' },
  { key: 'over_24_hours', label: '> 1 day' },
]

/** Spec §9 response buckets as a share of all replies. */
export function ResponseDistributionChart({
  distribution,
}: {
  distribution: ResponseDistribution
}) {
  const data = BUCKETS.map(({ key, label }) => ({ label, percent: distribution[key] }))
  const animate = !prefersReducedMotion()
  return (
    <ChartCard
      title="Response Times"
      description="How long replies take, as a share of all replies"
    >
      <figure aria-label="Response time distribution chart" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 20, right: 4, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis tickLine={false} axisLine={false} fontSize={12} unit="%" domain={[0, 100]} />
            <Bar
              dataKey="percent"
              fill="var(--primary)"
              radius={[4, 4, 0, 0]}
              isAnimationActive={animate}
            >
              <LabelList
                dataKey="percent"
                position="top"
                fontSize={12}
                formatter={(v) => `${v}%`}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <table className="sr-only">
        <caption>Share of replies by response time</caption>
        <tbody>
          {data.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartCard>
  )
}
