import { FileText, Lock, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { ExportGuideDisclosure } from '#src/web/components/export-guide/export-guide'
import { FileDropZone } from '#src/web/components/file-drop-zone'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import type { CleanedSummary } from '#src/web/lib/analysis-client'
import {
  CHAT_FILE_ACCEPT,
  type ChatFileIssue,
  chatFileIssue,
  formatMegabytes,
} from '#src/web/lib/chat-file-types'
import { useT } from '#src/web/lib/i18n/use-t'
import { useChatUpload } from '../use-chat-upload'
import { RecentOffer } from './recent-offer'
import { UploadProgress } from './upload-progress'

type ChatUploadProps = {
  connection: { id: string; name: string }
  onSaved: (cleaned: CleanedSummary) => void
  onCancel?: () => void
}

/** docs/product.md §2 upload screen 'Upload Chat for {name}'. */
export function ChatUpload({ connection, onSaved, onCancel }: ChatUploadProps) {
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<ChatFileIssue | null>(null)
  const { t, locale } = useT()
  const upload = useChatUpload(connection, onSaved)
  const busy = upload.state.phase === 'analyzing' || upload.state.phase === 'saving'

  const choose = (chosen: File) => {
    const issue = chatFileIssue(chosen)
    setFileError(issue)
    setFile(issue ? null : chosen)
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="font-semibold text-2xl tracking-tight">
          {t('connections.upload.title', { name: connection.name })}
        </h1>
        <CardDescription>{t('connections.upload.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <FileDropZone
          onFile={choose}
          disabled={busy}
          title={t('connections.upload.dropTitle')}
          hint={t('connections.upload.dropHint')}
          accept={CHAT_FILE_ACCEPT}
        />
        <ExportGuideDisclosure />
        {fileError ? (
          <p role="alert" className="font-medium text-danger text-sm">
            {fileError === 'wrong-type'
              ? t('connections.upload.notTxt')
              : t('connections.upload.tooLarge')}
          </p>
        ) : null}
        {file ? (
          <div className="flex items-center gap-3 rounded-lg border border-border bg-background p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-sm">{file.name}</p>
              <p className="text-muted-foreground text-xs">{formatMegabytes(file.size, locale)}</p>
            </div>
          </div>
        ) : null}
        {busy ? <UploadProgress state={upload.state} onCancel={upload.cancel} /> : null}
        {upload.state.phase === 'failed' ? (
          <Alert variant="destructive">
            <AlertTitle>{t('connections.upload.failedTitle')}</AlertTitle>
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
              {t('connections.upload.analyze')}
            </Button>
          ) : null}
          {onCancel && !busy ? (
            <Button size="lg" variant="outline" onClick={onCancel}>
              {t('connections.backToAnalysis')}
            </Button>
          ) : null}
        </div>
        <p className="flex items-start gap-2 text-muted-foreground text-xs">
          <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('connections.upload.rawNote')}
        </p>
      </CardContent>
    </Card>
  )
}
