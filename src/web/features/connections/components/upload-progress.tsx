import { Button } from '#src/web/components/ui/button'
import { Progress } from '#src/web/components/ui/progress'
import { useT } from '#src/web/lib/i18n/use-t'
import type { UploadState } from '../use-chat-upload'

/** docs/product.md §4 'Analyzing your chat...' with the worker's real progress. */
export function UploadProgress({ state, onCancel }: { state: UploadState; onCancel: () => void }) {
  const { t } = useT()
  const percent =
    state.phase === 'analyzing'
      ? Math.round(state.progress * 100)
      : state.phase === 'saving'
        ? 100
        : 0
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          {state.phase === 'saving'
            ? t('connections.progress.saving')
            : t('connections.progress.analyzing')}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {t('connections.progress.percent', { progress: percent / 100 })}
        </span>
      </div>
      <Progress value={percent} aria-label={t('connections.progress.label')} />
      {state.phase === 'analyzing' ? (
        <Button variant="ghost" size="sm" className="self-end" onClick={onCancel}>
          {t('connections.progress.cancel')}
        </Button>
      ) : null}
    </div>
  )
}
