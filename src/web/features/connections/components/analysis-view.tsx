import { useDeferredValue, useLayoutEffect, useMemo, useState } from 'react'
import type { AnalysisResult, ViewAs } from '#src/analysis/types'
import { viewAs } from '#src/analysis/view-as'
import type { ViewPreference } from '#src/contract/view-preferences'
import { patternInsightText } from '#src/i18n/insight-texts'
import { AnalysisDetails } from '#src/web/components/analysis/analysis-cards'
import { CalendarCard } from '#src/web/components/analysis/calendar/calendar-card'
import { LazyAnalysisCharts } from '#src/web/components/analysis/charts/lazy-analysis-charts'
import { CoverageNote } from '#src/web/components/analysis/coverage-note'
import { PatternBanner } from '#src/web/components/analysis/pattern-banner'
import { ReplyTimesCard } from '#src/web/components/analysis/reply-times-card'
import { ViewAsToggle } from '#src/web/components/analysis/view-as-toggle'
import { useT } from '#src/web/lib/i18n/use-t'
import { markResultsShown } from '#src/web/lib/time-to-insight'
import { AnalysisFigures } from './analysis-figures'
import { RememberViewButton } from './remember-view-button'

type AnalysisViewProps = {
  connectionId: string
  analysis: AnalysisResult
  saved: ViewPreference | null
}

/** docs/product.md §2 connection page with analysis, below its header. */
export function AnalysisView({ connectionId, analysis, saved }: AnalysisViewProps) {
  // docs/product.md §4: the toggle starts from the saved preference, else User 1.
  const [side, setSide] = useState<ViewAs>(saved?.userPrefersViewAs ?? 'user1')
  const { t, locale } = useT()
  const result = useMemo(() => viewAs(analysis, side), [analysis, side])
  const data = result.analysisData
  // The figures at the top are painted first; the details, the calendar and the charts below
  // them follow in the next render.
  const rest = useDeferredValue(true, false)
  useLayoutEffect(markResultsShown, [])
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <ViewAsToggle value={side} onChange={setSide} />
        <RememberViewButton connectionId={connectionId} side={side} saved={saved} />
      </div>
      {result.rhythm ? <CoverageNote coverage={result.rhythm.coverage} /> : null}
      <AnalysisFigures result={result} />
      <PatternBanner
        pattern={result.communicationPattern}
        insight={patternInsightText(result, t, locale)}
      />
      <ReplyTimesCard result={result} />
      {rest ? (
        <>
          <AnalysisDetails result={result} />
          {result.rhythm ? <CalendarCard rhythm={result.rhythm} /> : null}
          <LazyAnalysisCharts data={data} />
        </>
      ) : null}
    </div>
  )
}
