import { FileText, Lock, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { UPLOAD_FAILED_TITLE, UPLOAD_NOT_TXT } from '#src/contract/analyses'
import { ExportGuideDisclosure } from '#src/web/components/export-guide/export-guide'
import { FileDropZone } from '#src/web/components/file-drop-zone'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import type { CleanedSummary } from '#src/web/lib/analysis-client'
import {
  CHAT_FILE_ACCEPT,
  chatFileProblem,
  formatMegabytes,
  SUPPORTED_APPS,
} from '#src/web/lib/chat-file-types'
import { useChatUpload } from '../use-chat-upload'
import { RecentOffer } from './recent-offer'
import { UploadProgress } from './upload-progress'

type ChatUploadProps = {
  connection: { id: string; name: string }
  onSaved: (cleaned: CleanedSummary) => void
  onCancel?: () => void
}

/** Spec §2 upload screen 'Upload Chat for {name}'. */
export function ChatUpload({ connection, onSaved, onCancel }: ChatUploadProps) {
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const upload = useChatUpload(connection, onSaved)
  const busy = upload.state.phase === 'analyzing' || upload.state.phase === 'saving'

  const choose = (chosen: File) => {
    const error = chatFileProblem(chosen, UPLOAD_NOT_TXT)
    setFileError(error)
    setFile(error ? null : chosen)
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="font-semibold text-2xl tracking-tight">Upload Chat for {connection.name}</h1>
        <CardDescription>
          Your file is analysed on this device. Only the resulting numbers are saved, never a
          message or its time stamps.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <FileDropZone
          onFile={choose}
          disabled={busy}
          title="Drop your chat export here"
          hint={`or click to browse: a cleaned .txt file, or the export itself from ${SUPPORTED_APPS} (up to 10 MB)`}
          accept={CHAT_FILE_ACCEPT}
        />
        <ExportGuideDisclosure />
        {fileError ? (
          <p role="alert" className="font-medium text-danger text-sm">
            {fileError}
          </p>
        ) : null}
        {file ? (
          <div className="flex items-center gap-3 rounded-lg border border-border bg-background p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-sm">{file.name}</p>
              <p className="text-muted-foreground text-xs">{formatMegabytes(file.size)}</p>
            </div>
          </div>
        ) : null}
        {busy ? <UploadProgress state={upload.state} onCancel={upload.cancel} /> : null}
        {upload.state.phase === 'failed' ? (
          <Alert variant="destructive">
            <AlertTitle>{UPLOAD_FAILED_TITLE}</AlertTitle>
            <AlertDescription>{upload.state.message}</AlertDescription>
          </Alert>
        ) : null}
        {upload.state.phase === 'full-used' && file ? (
          <RecentOffer
            message={upload.state.message}
            onAnalyseRecent={() => upload.start(file, true)}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          {file && !busy && upload.state.phase !== 'full-used' ? (
            <Button size="lg" onClick={() => upload.start(file)}>
              <Sparkles aria-hidden="true" />
              Analyze Connection
            </Button>
          ) : null}
          {onCancel && !busy ? (
            <Button size="lg" variant="outline" onClick={onCancel}>
              Back to analysis
            </Button>
          ) : null}
        </div>
        <p className="flex items-start gap-2 text-muted-foreground text-xs">
          <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />A raw export is cleaned in
          your browser first: names and words are dropped, only times and User 1 / User 2 remain.
        </p>
      </CardContent>
    </Card>
  )
}
