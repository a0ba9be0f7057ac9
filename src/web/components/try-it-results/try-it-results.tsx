import { CalendarRange } from 'lucide-react'
import { useDeferredValue, useLayoutEffect, useMemo, useState } from 'react'
import type { AnalysisResult, FirstFigures, ViewAs } from '#src/analysis/types'
import { viewAs, viewFiguresAs } from '#src/analysis/view-as'
import { formatWallClockRange } from '#src/i18n/format-dates'
import { patternInsightText } from '#src/i18n/insight-texts'
import { useT } from '#src/web/lib/i18n/use-t'
import { markResultsShown } from '#src/web/lib/time-to-insight'
import { AnalysisDetails, HeadlineStatCards, RhythmScoreCard } from '../analysis/analysis-cards'
import { PatternBanner } from '../analysis/pattern-banner'
import { ViewAsToggle } from '../analysis/view-as-toggle'
import { YearDialog } from '../year-in-review/year-dialog'
import { PremiumLockedCards } from './premium-locked-cards'
import { SaveResultsCta } from './save-results-cta'

/**
 * docs/product.md §2 step 4: 'Your Free Relationship Analysis', from the analysis's first
 * figures, which the worker sends as soon as they exist. The year in review opens from the
 * whole analysis once it has followed them (`whole`).
 */
export function TryItResults({
  result: original,
  whole,
}: {
  result: FirstFigures
  whole: AnalysisResult | null
}) {
  const { t, locale } = useT()
  const [side, setSide] = useState<ViewAs>('user1')
  const result = useMemo(() => viewFiguresAs(original, side), [original, side])
  const data = result.analysisData
  // The score and the headline figures are painted first; the details below them, and the
  // whole analysis when it came in the same moment, follow in the next render, so a slow phone
  // shows the first figures without waiting for the rest.
  const rest = useDeferredValue(true, false)
  const wholeLater = useDeferredValue(whole, null)
  const wholeSeen = useMemo(
    () => (wholeLater ? viewAs(wholeLater, side) : null),
    [wholeLater, side],
  )
  useLayoutEffect(markResultsShown, [])

  return (
    <div className="flex flex-col gap-6" data-testid="try-it-results">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 className="font-bold text-2xl tracking-tight">{t('landing.tryIt.results.title')}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-muted-foreground text-sm">
            <CalendarRange aria-hidden="true" className="size-4" />
            {formatWallClockRange(result.dateRangeStart, result.dateRangeEnd, locale)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {wholeSeen ? <YearDialog result={wholeSeen} /> : null}
          <ViewAsToggle value={side} onChange={setSide} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
        <RhythmScoreCard result={result} labelAs="p" />
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <HeadlineStatCards
              result={result}
              totalHint={t('landing.tryIt.results.conversations', {
                count: data.conversationsDetected,
              })}
            />
          </div>
          <PatternBanner
            pattern={result.communicationPattern}
            insight={patternInsightText(result, t, locale)}
          />
        </div>
      </div>
      {rest ? (
        <>
          <AnalysisDetails result={result} />
          <PremiumLockedCards />
          <SaveResultsCta />
        </>
      ) : null}
    </div>
  )
}
