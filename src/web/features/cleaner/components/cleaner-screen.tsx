// The cleaner, given the function that cleans (the worker in the app, an
// in-thread stand-in in tests).

import { ShieldCheck } from 'lucide-react'
import { ExportGuideDisclosure } from '#src/web/components/export-guide/export-guide'
import { FileDropZone } from '#src/web/components/file-drop-zone'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { Progress } from '#src/web/components/ui/progress'
import { CHAT_FILE_ACCEPT, SUPPORTED_APPS } from '#src/web/lib/chat-file-types'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'
import { CLEANER_DESCRIPTION, CLEANER_TITLE } from '../cleaner-meta'
import { type CleanFn, useCleaner } from '../use-cleaner'
import { CleanSummary } from './clean-summary'

export function CleanerScreen({ clean }: { clean: CleanFn }) {
  const { state, start, cancel } = useCleaner(clean)
  useDocumentMeta(CLEANER_TITLE, CLEANER_DESCRIPTION)
  const percent = state.status === 'cleaning' ? Math.round(state.progress * 100) : 0

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight">Chat Cleaner</h1>
        <p className="text-muted-foreground">
          Turn a chat export from WhatsApp, Telegram, Messenger, Instagram, Discord, Signal or
          iMessage into a content-free file: every message's text and both names are removed. Only
          the timestamps and the labels User 1 and User 2 remain.
        </p>
      </header>
      <p className="flex items-start gap-3 rounded-lg bg-success-soft p-4 text-sm text-success-soft-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>Nothing is uploaded.</strong> Your file is read and cleaned right here in your
          browser; it never leaves your device.
        </span>
      </p>

      <FileDropZone
        onFile={(file) => start(file)}
        disabled={state.status === 'cleaning'}
        title="Choose your chat export or drop it here"
        hint={`${SUPPORTED_APPS}: .txt, .json, .csv or .zip, as each app exports it`}
        accept={CHAT_FILE_ACCEPT}
      />

      <ExportGuideDisclosure />

      {state.status === 'cleaning' ? (
        <div className="flex flex-col gap-2">
          <Progress value={percent} aria-label="Cleaning progress" />
          <div className="flex items-center justify-between gap-3 text-sm">
            <p aria-live="polite">
              Cleaning {state.fileName}… {percent}%
            </p>
            <Button variant="ghost" size="sm" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}

      {state.status === 'error' ? (
        <Alert variant="destructive">
          <AlertTitle>This file could not be cleaned</AlertTitle>
          <AlertDescription>{state.message}</AlertDescription>
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
        Prefer to work offline?{' '}
        <a
          href="/cadence-cleaner.html"
          download="cadence-cleaner.html"
          className="text-primary underline"
        >
          Download the offline cleaner
        </a>
        , one HTML file that works from your disk with the network switched off.
      </p>
    </div>
  )
}
