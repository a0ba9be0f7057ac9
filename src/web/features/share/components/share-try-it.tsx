import { LogIn, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { TryItResults } from '#src/web/components/try-it-results/try-it-results'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Progress } from '#src/web/components/ui/progress'
import type { WorkerFactory } from '#src/web/lib/analysis-client'
import { isFreeAnalysisUsed, markFreeAnalysisUsed } from '#src/web/lib/free-analysis-flag'
import { useT } from '#src/web/lib/i18n/use-t'
import type { FromState } from '#src/web/lib/return-to'
import { useShareAnalysis } from '../use-share-analysis'

const BACK_TO_SHARE: FromState = { from: { pathname: '/share', search: '', hash: '' } }

/**
 * Signed out: the shared chat gets the free anonymous analysis, once per browser, like the
 * landing page's. Once it is used, the file waits on this device for the reader to sign in.
 */
export function ShareTryIt({
  file,
  onAnalysed,
  onKeep,
  worker,
}: {
  file: File
  onAnalysed: () => void
  onKeep: () => Promise<void>
  /** The worker the share page started as it opened. */
  worker?: WorkerFactory
}) {
  const { t } = useT()
  const navigate = useNavigate()
  const [usedBefore] = useState(isFreeAnalysisUsed)
  const { state, analyse } = useShareAnalysis({ firstFigures: true, worker })
  const started = useRef(false)

  useEffect(() => {
    if (usedBefore || started.current) return
    started.current = true
    void analyse(file)
  }, [usedBefore, analyse, file])

  // The first figures on screen use the free analysis, and the share is done with.
  const figures =
    state.phase === 'done' ? state.result : state.phase === 'idle' ? undefined : state.figures
  const shown = figures !== undefined
  const marked = useRef(false)
  useEffect(() => {
    if (!shown || marked.current) return
    marked.current = true
    markFreeAnalysisUsed()
    onAnalysed()
  }, [shown, onAnalysed])

  if (usedBefore) {
    const keepAnd = (path: string) => async () => {
      await onKeep()
      navigate(path, { state: BACK_TO_SHARE })
    }
    return (
      <div
        className="flex flex-col items-center gap-4 py-4 text-center"
        data-testid="share-free-used"
      >
        <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <h2 className="font-semibold text-xl">{t('pwa.share.freeUsed.title')}</h2>
        <p className="max-w-md text-pretty text-muted-foreground">{t('pwa.share.freeUsed.body')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" className="h-11" onClick={keepAnd('/login')}>
            <LogIn aria-hidden="true" />
            {t('pwa.share.freeUsed.signIn')}
          </Button>
          <Button className="h-11" onClick={keepAnd('/signup')}>
            {t('pwa.share.freeUsed.signUp')}
          </Button>
        </div>
      </div>
    )
  }
  if (figures)
    return <TryItResults result={figures} whole={state.phase === 'done' ? state.result : null} />
  if (state.phase === 'failed')
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('pwa.share.failedTitle')}</AlertTitle>
        <AlertDescription className="flex flex-col gap-3">
          <span>{state.message || t('pwa.share.failedFallback')}</span>
          <Link to="/welcome#try-it" className="font-medium underline underline-offset-4">
            {t('pwa.share.chooseFile')}
          </Link>
        </AlertDescription>
      </Alert>
    )
  const percent = state.phase === 'analyzing' ? Math.round(state.progress * 100) : 0
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <p className="font-medium text-sm">{t('pwa.share.analysing')}</p>
      <Progress value={percent} aria-label={t('pwa.share.analysing')} />
    </div>
  )
}
