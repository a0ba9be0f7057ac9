import { useQuery } from '@tanstack/react-query'
import { CloudOff } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import type { AnalysisResult } from '#src/analysis/types'
import { getConnectionsQueryOptions } from '#src/web/components/connections/api/get-connections'
import { getPlanUsageQueryOptions } from '#src/web/components/plans/api/get-plan-usage'
import { atConnectionLimit } from '#src/web/components/plans/format-usage'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Progress } from '#src/web/components/ui/progress'
import type { WorkerFactory } from '#src/web/lib/analysis-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { type Saving, useSaveToConnection } from '../use-save-to-connection'
import { type ShareAnalysis, useShareAnalysis } from '../use-share-analysis'
import { type Choice, ConnectionChoice, chosenTarget, NEW } from './connection-choice'

/**
 * Signed in: choose a connection or name a new one, then the chat is analysed here (offline
 * too) and its figures saved as the upload saves them, within the plan's limits. Saving waits
 * for the network, and says so.
 */
export function ShareToConnection({
  file,
  onSaved,
  worker,
}: {
  file: File
  onSaved: () => Promise<void>
  /** The worker the share page started as it opened. */
  worker?: WorkerFactory
}) {
  const { t } = useT()
  const navigate = useNavigate()
  const connections = useQuery(getConnectionsQueryOptions())
  const usage = useQuery(getPlanUsageQueryOptions())
  const canAdd = usage.data ? !atConnectionLimit(usage.data) : true
  const [choice, setChoice] = useState<Choice>({ target: '', name: '', relationshipType: null })
  const analysis = useShareAnalysis({ worker })
  const { saving, busy, save } = useSaveToConnection()
  const chosen = chosenTarget(choice.target, connections.data ?? [])
  const trimmed = choice.name.trim()

  const store = async (result: AnalysisResult) => {
    const target =
      chosen === NEW ? { name: trimmed, relationshipType: choice.relationshipType } : { id: chosen }
    const id = await save(target, result)
    if (id === null) return
    await onSaved()
    toast.success(t('pwa.share.savedTitle'), t('pwa.share.savedBody'))
    navigate(`/connections/${id}`)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || (chosen === NEW && !trimmed)) return
    const result =
      analysis.state.phase === 'done' ? analysis.state.result : await analysis.analyse(file)
    if (result) await store(result)
  }

  if (analysis.state.phase === 'failed')
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('pwa.share.failedTitle')}</AlertTitle>
        <AlertDescription>
          {analysis.state.message || t('pwa.share.failedFallback')}
        </AlertDescription>
      </Alert>
    )

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-busy={busy}>
      <ConnectionChoice choice={choice} onChange={setChoice} canAdd={canAdd} disabled={busy} />
      <ShareProgress analysis={analysis.state} saving={saving} />
      <Button type="submit" size="lg" disabled={busy || (chosen === NEW && (!trimmed || !canAdd))}>
        {saving.phase === 'saving'
          ? t('pwa.share.saving')
          : saving.phase === 'failed'
            ? t('pwa.share.tryAgain')
            : t('pwa.share.analyseAndSave')}
      </Button>
    </form>
  )
}

/** How far the analysis is, and whether saving waits for the network or failed. */
function ShareProgress({ analysis, saving }: { analysis: ShareAnalysis; saving: Saving }) {
  const { t } = useT()
  return (
    <>
      {analysis.phase === 'analyzing' ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="font-medium text-sm">{t('pwa.share.analysing')}</p>
          <Progress
            value={Math.round(analysis.progress * 100)}
            aria-label={t('pwa.share.analysing')}
          />
        </div>
      ) : null}
      {saving.phase === 'waiting' ? (
        <Alert variant="warning" role="status" data-testid="share-waiting">
          <CloudOff aria-hidden="true" />
          <AlertTitle>{t('pwa.share.waitingTitle')}</AlertTitle>
          <AlertDescription>{t('pwa.share.waitingBody')}</AlertDescription>
        </Alert>
      ) : null}
      {saving.phase === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>{t('pwa.share.saveFailedTitle')}</AlertTitle>
          <AlertDescription>{saving.message || t('pwa.share.failedFallback')}</AlertDescription>
        </Alert>
      ) : null}
    </>
  )
}
