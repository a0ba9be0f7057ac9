import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { MonthlyActivity } from '#src/analysis/types'
import { formatChartMonth } from '#src/i18n/format-dates'
import { useT } from '#src/web/lib/i18n/use-t'
import { prefersReducedMotion } from '#src/web/lib/prefers-reduced-motion'
import { ChartCard } from './chart-card'
import { useChartDirection } from './chart-direction'

/** Messages per month, yours stacked on theirs (already swapped by the view-as toggle). */
export function MonthlyActivityChart({ months }: { months: MonthlyActivity[] }) {
  const { t, locale } = useT()
  const data = months.map((m) => ({ ...m, label: formatChartMonth(m.month, locale) }))
  const animate = !prefersReducedMotion()
  const layout = useChartDirection(4)
  return (
    <ChartCard
      title={t('analysis.charts.monthly.title')}
      description={t('analysis.charts.monthly.description')}
    >
      <figure aria-label={t('analysis.charts.monthly.label')} dir="ltr" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={layout.margin}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              fontSize={12}
              minTickGap={12}
              reversed={layout.rtl}
              tick={{ style: layout.textDirection }}
            />
            <YAxis
              orientation={layout.valueAxis}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              allowDecimals={false}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--border)',
                borderRadius: 8,
                fontSize: 12,
                ...layout.textDirection,
              }}
              // Text in the page's colour, not the bars': the light bar's colour is unreadable
              // on the card. Yours first, as the bars stack and the legend reads, in any language.
              labelStyle={{ color: 'var(--surface-foreground)' }}
              itemStyle={{ color: 'var(--surface-foreground)' }}
              itemSorter={(item) => (item.dataKey === 'yourMessages' ? 0 : 1)}
            />
            {/* Bar order (yours first), not alphabetical. */}
            <Legend
              wrapperStyle={{ fontSize: 12, ...layout.textDirection }}
              itemSorter={null}
              formatter={layout.legendText}
            />
            <Bar
              dataKey="yourMessages"
              name={t('analysis.charts.monthly.yours')}
              stackId="m"
              fill="var(--primary)"
              isAnimationActive={animate}
            />
            <Bar
              dataKey="theirMessages"
              isAnimationActive={animate}
              name={t('analysis.charts.monthly.theirs')}
              stackId="m"
              fill="var(--accent)"
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </ChartCard>
  )
}
