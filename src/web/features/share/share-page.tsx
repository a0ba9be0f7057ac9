import { FileText, ShieldCheck } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Card } from '#src/web/components/ui/card'
import { Spinner } from '#src/web/components/ui/spinner'
import { formatMegabytes } from '#src/web/lib/chat-file-types'
import { useT } from '#src/web/lib/i18n/use-t'
import { usePrewarmedWorker } from '#src/web/lib/prewarmed-worker'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'
import { useSession } from '#src/web/lib/use-session'
import { ShareProblem } from './components/share-problem'
import { ShareToConnection } from './components/share-to-connection'
import { ShareTryIt } from './components/share-try-it'
import { useSharedChat } from './use-shared-chat'

/**
 * `/share`: a chat shared from another app (the manifest's share target) opens here, read
 * from this device's storage. Signed out, it gets the free analysis; signed in, it is saved
 * to a connection. The file itself never leaves the device.
 */
export default function SharePage() {
  const { t, locale } = useT()
  useDocumentMeta(t('pwa.share.documentTitle'))
  const [params] = useSearchParams()
  const { user, session, isPending } = useSession()
  const signedIn = user !== null && session !== null
  const { state, keepForSignIn, done } = useSharedChat(signedIn)
  // The worker loads while the page reads the shared file from the device and the session.
  const worker = usePrewarmedWorker()

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">
          {t('pwa.share.title')}
        </h1>
        <p className="flex items-start gap-2 text-muted-foreground text-sm">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('pwa.share.privacy')}
        </p>
      </header>
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        {state.status === 'loading' || isPending ? (
          <Spinner label={t('pwa.share.reading')} className="py-16" />
        ) : state.chat.kind !== 'chat' ? (
          <ShareProblem problem={state.chat} missed={params.has('missed')} signedIn={signedIn} />
        ) : (
          <>
            <div className="flex items-center gap-3 rounded-lg border border-border bg-background p-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm" data-testid="shared-file-name">
                  {state.chat.file.name}
                </p>
                <p className="text-muted-foreground text-xs">
                  {formatMegabytes(state.chat.file.size, locale)}
                </p>
              </div>
            </div>
            {signedIn ? (
              <ShareToConnection file={state.chat.file} onSaved={done} worker={worker} />
            ) : (
              <ShareTryIt
                file={state.chat.file}
                onAnalysed={done}
                onKeep={keepForSignIn}
                worker={worker}
              />
            )}
          </>
        )}
      </Card>
    </div>
  )
}
