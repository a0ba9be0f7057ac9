import { CircleAlert, Gift, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import type { AnalysisResult } from '#src/analysis/types'
import { FileDropZone } from '#src/web/components/file-drop-zone'
import { Progress } from '#src/web/components/ui/progress'
import { Spinner } from '#src/web/components/ui/spinner'
import { CHAT_FILE_ACCEPT } from '#src/web/lib/chat-file-types'
import { useChatAnalysis } from './use-chat-analysis'

export function AnalyzeStep({ onResult }: { onResult: (result: AnalysisResult) => void }) {
  const { state, analyse } = useChatAnalysis(onResult)
  const errorId = useId()
  const error = state.kind === 'idle' ? state.error : undefined

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="font-semibold text-xl">Step 3: Analyze</h3>
        <p className="mt-1 flex items-center gap-1.5 text-muted-foreground text-sm">
          <ShieldCheck aria-hidden="true" className="size-4 text-success" />
          Your file is read on this device. Nothing is uploaded.
        </p>
      </div>
      {state.kind === 'analyzing' ? (
        <div
          className="flex flex-col items-center gap-4 rounded-xl border border-border bg-background p-10"
          aria-busy="true"
        >
          <Spinner label="Analyzing Your Relationship Patterns" />
          <Progress
            value={Math.round(state.progress * 100)}
            aria-label="Analysis progress"
            className="max-w-sm"
          />
        </div>
      ) : (
        <FileDropZone
          onFile={(file) => void analyse(file)}
          describedBy={error ? errorId : undefined}
          title="Drop your cleaned .txt file here"
          hint="or the export itself (.txt, .json, .csv or .zip): it is cleaned on this device first. Up to 10 MB."
          accept={CHAT_FILE_ACCEPT}
        />
      )}
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
        The free tier includes one free analysis.
      </p>
    </div>
  )
}
