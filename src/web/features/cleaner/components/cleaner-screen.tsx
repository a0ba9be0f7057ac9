// The cleaner, given the function that cleans (the worker in the app, an
// in-thread stand-in in tests).

import { ShieldCheck } from 'lucide-react'
import { ExportGuideDisclosure } from '#src/web/components/export-guide/export-guide'
import { FileDropZone } from '#src/web/components/file-drop-zone'
import {
  OFFLINE_CLEANER_FILE_NAME,
  offlineCleanerPath,
} from '#src/web/components/marketing/source-code'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Progress } from '#src/web/components/ui/progress'
import { CHAT_FILE_ACCEPT } from '#src/web/lib/chat-file-types'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'
import { type CleanFn, useCleaner } from '../use-cleaner'
import { CleanSummary } from './clean-summary'

export function CleanerScreen({ clean }: { clean: CleanFn }) {
  const { t, locale } = useT()
  const { state, start, cancel } = useCleaner(clean)
  useDocumentMeta(t('cleaner.meta.title'), t('cleaner.meta.description'))
  const percent = state.status === 'cleaning' ? Math.round(state.progress * 100) : 0

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight">{t('cleaner.header.title')}</h1>
        <p className="text-muted-foreground">{t('cleaner.header.intro')}</p>
      </header>
      <p className="flex items-start gap-3 rounded-lg bg-success-soft p-4 text-sm text-success-soft-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <T id="cleaner.privacy.note" components={{ 0: <strong /> }} />
        </span>
      </p>

      <FileDropZone
        onFile={(file) => start(file)}
        disabled={state.status === 'cleaning'}
        title={t('cleaner.drop.title')}
        hint={t('cleaner.drop.hint')}
        accept={CHAT_FILE_ACCEPT}
      />

      <ExportGuideDisclosure />

      {state.status === 'cleaning' ? (
        <div className="flex flex-col gap-2">
          <Progress value={percent} aria-label={t('cleaner.progress.label')} />
          <div className="flex items-center justify-between gap-3 text-sm">
            <p aria-live="polite">
              {t('cleaner.progress.status', { fileName: state.fileName, progress: percent / 100 })}
            </p>
            <Button variant="ghost" size="sm" onClick={cancel}>
              {t('cleaner.progress.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      {state.status === 'error' ? (
        <Alert variant="destructive">
          <AlertTitle>{t('cleaner.error.title')}</AlertTitle>
          <AlertDescription>
            {'wrongFileType' in state ? t('cleaner.error.wrongFileType') : state.message}
          </AlertDescription>
        </Alert>
      ) : null}

      {state.status === 'done' ? (
        <CleanSummary
          key={`${state.result.dateOrder ?? ''}`}
          result={state.result}
          onDateOrder={(order) => start(state.file, order)}
        />
      ) : null}

      <p className="text-muted-foreground text-sm">
        <T
          id="cleaner.offline"
          components={{
            0: (
              // biome-ignore lint/a11y/useAnchorContent: the message puts the link's text inside
              <a
                href={offlineCleanerPath(locale)}
                download={OFFLINE_CLEANER_FILE_NAME}
                className="text-primary underline"
              />
            ),
          }}
        />
      </p>
    </div>
  )
}
