import { useQuery } from '@tanstack/react-query'
import { CloudOff } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import type { AnalysisResult } from '#src/analysis/types'
import { AnalysisResponseSchema } from '#src/contract/analyses'
import {
  CONNECTION_NAME_MAX_LENGTH,
  ConnectionResponseSchema,
  type RelationshipType,
} from '#src/contract/connections'
import { getConnectionsQueryOptions } from '#src/web/components/connections/api/get-connections'
import { RelationshipTypeSelect } from '#src/web/components/connections/relationship-type-select'
import { getPlanUsageQueryOptions } from '#src/web/components/plans/api/get-plan-usage'
import { atConnectionLimit } from '#src/web/components/plans/format-usage'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Input } from '#src/web/components/ui/input'
import { Label } from '#src/web/components/ui/label'
import { Progress } from '#src/web/components/ui/progress'
import type { WorkerFactory } from '#src/web/lib/analysis-client'
import { apiFetch } from '#src/web/lib/api-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { queryClient } from '#src/web/lib/query-client'
import { queryKeys } from '#src/web/lib/query-keys'
import { toast } from '#src/web/lib/toast'
import { useShareAnalysis } from '../use-share-analysis'

const NEW = 'new'

type Saving =
  | { phase: 'choosing' }
  | { phase: 'waiting' }
  | { phase: 'saving' }
  | { phase: 'failed'; message: string }

function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve()
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  )
}

/** The figures (never the chat) to the chosen connection, or to a new one first. */
async function save(
  target: { id: string } | { name: string; relationshipType: RelationshipType | null },
  result: AnalysisResult,
): Promise<string> {
  const id =
    'id' in target
      ? target.id
      : (
          await apiFetch('/api/connections', {
            method: 'POST',
            body: target,
            schema: ConnectionResponseSchema,
          })
        ).connection.id
  await apiFetch(`/api/connections/${id}/analyses`, {
    method: 'POST',
    body: result,
    schema: AnalysisResponseSchema,
  })
  await queryClient.invalidateQueries({ queryKey: queryKeys.connections.all })
  return id
}

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
  const typeLabel = t('connections.form.relationshipType')
  const navigate = useNavigate()
  const connections = useQuery(getConnectionsQueryOptions())
  const usage = useQuery(getPlanUsageQueryOptions())
  const canAdd = usage.data ? !atConnectionLimit(usage.data) : true
  const [target, setTarget] = useState<string>('')
  const [name, setName] = useState('')
  const [relationshipType, setRelationshipType] = useState<RelationshipType | null>(null)
  const [saving, setSaving] = useState<Saving>({ phase: 'choosing' })
  const analysis = useShareAnalysis({ worker })
  const ids = { name: useId(), type: useId(), group: useId() }
  const list = connections.data ?? []
  const chosen = target || (list.length > 0 ? (list[0]?.id ?? NEW) : NEW)
  const trimmed = name.trim()
  const busy = saving.phase !== 'choosing' && saving.phase !== 'failed'

  const store = async (result: AnalysisResult) => {
    setSaving({ phase: 'waiting' })
    await whenOnline()
    setSaving({ phase: 'saving' })
    try {
      const id = await save(
        chosen === NEW ? { name: trimmed, relationshipType } : { id: chosen },
        result,
      )
      await onSaved()
      toast.success(t('pwa.share.savedTitle'), t('pwa.share.savedBody'))
      navigate(`/connections/${id}`)
    } catch (error) {
      setSaving({ phase: 'failed', message: error instanceof Error ? error.message : '' })
    }
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
      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="mb-2 font-medium">{t('pwa.share.chooseTitle')}</legend>
        {connections.isPending && !connections.isPaused ? (
          <p className="text-muted-foreground text-sm">{t('pwa.share.connectionsLoading')}</p>
        ) : null}
        {connections.isPaused || connections.isError ? (
          <p className="text-muted-foreground text-sm">{t('pwa.share.connectionsOffline')}</p>
        ) : null}
        {list.map((connection) => (
          <label
            key={connection.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name={ids.group}
              value={connection.id}
              checked={chosen === connection.id}
              onChange={() => setTarget(connection.id)}
              className="size-4 accent-primary"
            />
            <span className="min-w-0 truncate font-medium">{connection.name}</span>
          </label>
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
          <input
            type="radio"
            name={ids.group}
            value={NEW}
            checked={chosen === NEW}
            disabled={!canAdd}
            onChange={() => setTarget(NEW)}
            className="size-4 accent-primary"
          />
          <span className="font-medium">
            {canAdd ? t('pwa.share.newConnection') : t('pwa.share.newConnectionFull')}
          </span>
        </label>
        {chosen === NEW && canAdd ? (
          <div className="mt-2 flex flex-col gap-4 rounded-lg border border-border border-dashed p-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.name}>{t('connections.form.name')}</Label>
              <Input
                id={ids.name}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={CONNECTION_NAME_MAX_LENGTH}
                autoComplete="off"
                required
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.type}>{typeLabel}</Label>
              <RelationshipTypeSelect
                id={ids.type}
                label={typeLabel}
                value={relationshipType}
                onChange={setRelationshipType}
              />
            </div>
          </div>
        ) : null}
      </fieldset>
      {analysis.state.phase === 'analyzing' ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="font-medium text-sm">{t('pwa.share.analysing')}</p>
          <Progress
            value={Math.round(analysis.state.progress * 100)}
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
