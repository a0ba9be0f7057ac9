import { Button } from '#src/web/components/ui/button'
import { Progress } from '#src/web/components/ui/progress'
import type { UploadState } from '../use-chat-upload'

/** Spec §4 'Analyzing your chat...' with the worker's real progress. */
export function UploadProgress({ state, onCancel }: { state: UploadState; onCancel: () => void }) {
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
          {state.phase === 'saving' ? 'Saving your analysis...' : 'Analyzing your chat...'}
        </span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} aria-label="Analysis progress" />
      {state.phase === 'analyzing' ? (
        <Button variant="ghost" size="sm" className="self-end" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  )
}
