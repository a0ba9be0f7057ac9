import type { CSSProperties } from 'react'
import { Text, type XAxisTickContentProps } from 'recharts'
import { direction } from '#src/i18n/locales'
import { useT } from '#src/web/lib/i18n/use-t'

/**
 * A bar chart laid out for the reader's direction. The drawing stays left to right inside
 * (recharts measures that way), but in Arabic time and order run from the right, as they do
 * on the rest of the page (the heatmap, month by month): the first bar on the right, the value
 * axis on the right, and the labels written right to left.
 */
export function useChartDirection(top: number) {
  const { locale } = useT()
  const rtl = direction(locale) === 'rtl'
  const textDirection: CSSProperties = { direction: rtl ? 'rtl' : 'ltr' }
  return {
    rtl,
    margin: { top, right: rtl ? -16 : 4, bottom: 0, left: rtl ? 4 : -16 },
    valueAxis: rtl ? ('right' as const) : ('left' as const),
    textDirection,
    /**
     * A legend entry's words, in the page's colour: the swatch shows the series, and a light
     * series' colour is unreadable as text. In right to left, a space after the swatch.
     */
    legendText: (value: string) => (
      <span
        style={{ color: 'var(--surface-foreground)', ...(rtl ? { paddingInlineStart: 4 } : {}) }}
      >
        {value}
      </span>
    ),
    /** Category labels: every one shown, each wrapped onto lines within its own bar's width. */
    categoryTick: (props: XAxisTickContentProps) => (
      <CategoryTick {...props} textDirection={textDirection} />
    ),
  }
}

function CategoryTick({
  x,
  y,
  payload,
  width,
  visibleTicksCount,
  fill,
  textDirection,
}: XAxisTickContentProps & { textDirection: CSSProperties }) {
  const band = Number(width) / Math.max(visibleTicksCount, 1)
  return (
    <Text
      x={x}
      y={y}
      width={Math.max(band - 4, 24)}
      textAnchor="middle"
      verticalAnchor="start"
      fill={fill}
      // The size in the style too: the words are measured with it to wrap them.
      style={{ ...textDirection, fontSize: '12px' }}
    >
      {String(payload.value)}
    </Text>
  )
}
