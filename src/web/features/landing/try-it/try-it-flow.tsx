import { useCallback, useDeferredValue, useEffect, useState } from 'react'
import type { AnalysisResult, FirstFigures } from '#src/analysis/types'
import { TryItResults } from '#src/web/components/try-it-results/try-it-results'
import { Card } from '#src/web/components/ui/card'
import { startWorkerAhead, takeEarlyWorker } from '#src/web/lib/early-worker'
import { isFreeAnalysisUsed, markFreeAnalysisUsed } from '#src/web/lib/free-analysis-flag'
import { AnalyzeStep } from './analyze-step'
import { CleanStep } from './clean-step'
import { ExportStep } from './export-step'
import { FreeTierUsedCard } from './free-tier-used-card'
import { StepProgress } from './step-progress'

/** Step 4 shows the first figures at once; the whole analysis (for the year in review) follows. */
type Step = { n: 1 | 2 | 3 } | { n: 4; result: FirstFigures; whole: AnalysisResult | null }

/** docs/product.md §4: step 1 → 2 → 3 by continue buttons, an analysis jumps to 4; there is no way back. */
export default function TryItFlow() {
  const [step, setStep] = useState<Step>({ n: 1 })
  const [usedBefore] = useState(isFreeAnalysisUsed)
  // Past the first step the visitor is on the way to the analysis: its worker starts now, and
  // has loaded and warmed the engine by the time a file comes (the analysis step takes it).
  useEffect(() => {
    if (step.n === 2) startWorkerAhead()
  }, [step.n])
  // Leaving before the analysis step: the worker nobody took goes too.
  useEffect(() => () => takeEarlyWorker()?.terminate(), [])

  const finish = useCallback((result: FirstFigures) => {
    markFreeAnalysisUsed()
    setStep({ n: 4, result, whole: null })
  }, [])
  const complete = useCallback((whole: AnalysisResult) => {
    setStep((step) => (step.n === 4 ? { ...step, whole } : step))
  }, [])

  const done = step.n === 4
  // The steps leave the document in the render after the results' first one: on a slow phone,
  // taking their elements out is main-thread work the first figures would wait behind. Until
  // then they are hidden, still in place, so nothing of them is made again.
  const stepsGone = useDeferredValue(done, false)

  if (step.n === 1 && usedBefore) {
    return (
      <Card className="p-6 sm:p-8">
        <FreeTierUsedCard />
      </Card>
    )
  }
  return (
    <Card className="p-5 sm:p-8">
      {stepsGone ? null : (
        <div className="flex flex-col gap-8" hidden={done}>
          <StepProgress current={done ? 3 : step.n} />
          {step.n === 1 ? <ExportStep onContinue={() => setStep({ n: 2 })} /> : null}
          {step.n === 2 ? <CleanStep onContinue={() => setStep({ n: 3 })} /> : null}
          {step.n === 3 || done ? <AnalyzeStep onFigures={finish} onWhole={complete} /> : null}
        </div>
      )}
      {done ? <TryItResults result={step.result} whole={step.whole} /> : null}
    </Card>
  )
}
