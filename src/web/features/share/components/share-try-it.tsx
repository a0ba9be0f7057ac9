import { Link } from 'react-router'
import { TryItResults } from '#src/web/components/try-it-results/try-it-results'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Progress } from '#src/web/components/ui/progress'
import type { WorkerFactory } from '#src/web/lib/analysis-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { useShareTryIt } from '../use-share-try-it'
import { ShareFreeUsed } from './share-free-used'

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
  const { usedBefore, state, figures } = useShareTryIt(file, onAnalysed, worker)

  if (usedBefore) return <ShareFreeUsed onKeep={onKeep} />
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
