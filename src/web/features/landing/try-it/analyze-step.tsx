import { CircleAlert, Gift, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import type { AnalysisResult, FirstFigures } from '#src/analysis/types'
import { FileDropZone } from '#src/web/components/file-drop-zone'
import { Progress } from '#src/web/components/ui/progress'
import { CHAT_FILE_ACCEPT } from '#src/web/lib/chat-file-types'
import { useT } from '#src/web/lib/i18n/use-t'
import { useChatAnalysis } from './use-chat-analysis'

export function AnalyzeStep({
  onFigures,
  onWhole,
}: {
  onFigures: (figures: FirstFigures) => void
  onWhole: (result: AnalysisResult) => void
}) {
  const { state, analyse } = useChatAnalysis(onFigures, onWhole)
  const errorId = useId()
  const { t } = useT()
  const failure = state.kind === 'idle' ? state.error : undefined
  const error = failure ? ('id' in failure ? t(failure.id) : failure.text) : undefined

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="font-semibold text-xl">{t('landing.tryIt.analyze.title')}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-muted-foreground text-sm">
          <ShieldCheck aria-hidden="true" className="size-4 text-success" />
          {t('landing.tryIt.analyze.local')}
        </p>
      </div>
      {/* The busy state takes the drop zone's own box: on a slow phone, laying out and painting
          a new box around the page, as the first figures are being made, is time they wait for.
          No spinning icon: the bar moves with the worker's progress, and an endless animation
          takes frames from a phone's cores while they analyse
          (docs/decisions/015-time-to-insight-in-the-worker.md). */}
      <FileDropZone
        onFile={(file) => void analyse(file)}
        describedBy={error ? errorId : undefined}
        title={t('landing.tryIt.analyze.dropTitle')}
        hint={t('landing.tryIt.analyze.dropHint')}
        accept={CHAT_FILE_ACCEPT}
        busy={
          state.kind === 'analyzing' ? (
            <>
              <span role="status" className="text-muted-foreground text-sm">
                {t('landing.tryIt.analyze.busy')}
              </span>
              <Progress
                value={Math.round(state.progress * 100)}
                aria-label={t('landing.tryIt.analyze.progress')}
                className="max-w-sm"
              />
            </>
          ) : undefined
        }
      />
      {error ? (
        <div
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-danger-soft p-3 text-danger-soft-foreground text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </div>
      ) : null}
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Gift aria-hidden="true" className="size-4 text-accent-soft-foreground" />
        {t('landing.tryIt.analyze.freeTier')}
      </p>
    </div>
  )
}
