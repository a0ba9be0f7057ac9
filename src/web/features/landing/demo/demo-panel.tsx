import { Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { analyzeDemo, DEMO_DELAY_MS, DEMO_MESSAGES, type DemoResult } from '#src/analysis/demo'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { SampleYearDialog } from '#src/web/components/year-in-review/year-dialog'
import { useT } from '#src/web/lib/i18n/use-t'
import { DemoConversation } from './demo-conversation'
import { DemoResults } from './demo-results'

type DemoState = { kind: 'idle' } | { kind: 'analysing' } | { kind: 'done'; result: DemoResult }

/** docs/product.md §4 demo: idle, analysing (simulated 1.5 s, §9), then the result. */
export default function DemoPanel() {
  const { t } = useT()
  const [state, setState] = useState<DemoState>({ kind: 'idle' })
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function analyse() {
    setState({ kind: 'analysing' })
    timer.current = window.setTimeout(
      () => setState({ kind: 'done', result: analyzeDemo(DEMO_MESSAGES) }),
      DEMO_DELAY_MS,
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="flex flex-col gap-5 p-6">
          <DemoConversation messages={DEMO_MESSAGES} />
          <Button size="lg" onClick={analyse} disabled={state.kind !== 'idle'} className="w-full">
            <Sparkles aria-hidden="true" />
            {state.kind === 'analysing' ? t('landing.demo.analyzing') : t('landing.demo.analyze')}
          </Button>
        </Card>
        <div aria-live="polite">
          {state.kind === 'done' ? (
            <DemoResults result={state.result} />
          ) : (
            <Card className="grid h-full min-h-64 place-items-center border-dashed p-6 text-center text-muted-foreground text-sm">
              {state.kind === 'analysing' ? t('landing.demo.reading') : t('landing.demo.idle')}
            </Card>
          )}
        </div>
      </div>
      <div className="flex justify-center">
        <SampleYearDialog />
      </div>
    </div>
  )
}
