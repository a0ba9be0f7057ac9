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
import { formatPercent } from '#src/i18n/format-numbers'
import type { MessageId } from '#src/i18n/messages'
import { useT } from '#src/web/lib/i18n/use-t'
import { prefersReducedMotion } from '#src/web/lib/prefers-reduced-motion'
import { ChartCard } from './chart-card'
import { useChartDirection } from './chart-direction'

const BUCKETS: { key: keyof ResponseDistribution; label: MessageId }[] = [
  { key: 'immediate', label: 'analysis.charts.responseTimes.bucket.within5Minutes' },
  { key: 'under_1_hour', label: 'analysis.charts.responseTimes.bucket.under1Hour' },
  { key: 'under_4_hours', label: 'analysis.charts.responseTimes.bucket.under4Hours' },
  { key: 'under_24_hours', label: 'analysis.charts.responseTimes.bucket.under1Day' },
  { key: 'over_24_hours', label: 'analysis.charts.responseTimes.bucket.over1Day' },
]

/** docs/product.md §9 response buckets as a share of all replies. */
export function ResponseDistributionChart({
  distribution,
}: {
  distribution: ResponseDistribution
}) {
  const { t, locale } = useT()
  const data = BUCKETS.map(({ key, label }) => ({ label: t(label), percent: distribution[key] }))
  const animate = !prefersReducedMotion()
  const layout = useChartDirection(20)
  return (
    <ChartCard
      title={t('analysis.charts.responseTimes.title')}
      description={t('analysis.charts.responseTimes.description')}
    >
      <figure
        aria-label={t('analysis.charts.responseTimes.label')}
        dir="ltr"
        className="h-64 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={layout.margin}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              fontSize={12}
              interval={0}
              height={40}
              reversed={layout.rtl}
              tick={layout.categoryTick}
            />
            <YAxis
              orientation={layout.valueAxis}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              unit="%"
              domain={[0, 100]}
            />
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
                formatter={(v) => formatPercent(Number(v), locale)}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <table className="sr-only">
        <caption>{t('analysis.charts.responseTimes.caption')}</caption>
        <tbody>
          {data.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{formatPercent(row.percent, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartCard>
  )
}
