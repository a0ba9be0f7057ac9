import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { BackLink } from '#src/web/components/back-link'
import { ConnectionRoute } from '#src/web/components/connections/connection-route'
import { latestStoryYear } from '#src/web/components/year-in-review/year-story'
import type { CleanedSummary } from '#src/web/lib/analysis-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { getAnalysesQueryOptions } from './api/get-analyses'
import { getConnectionQueryOptions } from './api/get-connection'
import { getViewPreferenceQueryOptions } from './api/get-view-preference'
import { AnalysisHeader } from './components/analysis-header'
import { AnalysisView } from './components/analysis-view'
import { ChatUpload } from './components/chat-upload'
import { CleanedNote } from './components/cleaned-note'
import {
  ConnectionNotFound,
  InvalidConnectionId,
  LoadingAnalysis,
  LoadingTimeout,
} from './components/connection-states'
import { useLoadingTimeout } from './use-loading-timeout'

/** docs/product.md §2 /connections/:id: every state from an invalid id to the analysis. */
export default function ConnectionPage() {
  return (
    <ConnectionRoute
      invalid={<InvalidConnectionId />}
      render={(id) => <ConnectionScreen id={id} />}
    />
  )
}

function ConnectionScreen({ id }: { id: string }) {
  const { t } = useT()
  const connection = useQuery(getConnectionQueryOptions(id))
  const analyses = useQuery(getAnalysesQueryOptions(id))
  const preference = useQuery(getViewPreferenceQueryOptions(id))
  const [uploading, setUploading] = useState(false)
  const [cleaned, setCleaned] = useState<CleanedSummary | null>(null)
  const loading = connection.isPending || analyses.isPending || preference.isPending
  const timedOut = useLoadingTimeout(loading)

  if (timedOut) return <LoadingTimeout />
  if (connection.isError || analyses.isError) return <ConnectionNotFound />
  if (loading) return <LoadingAnalysis />

  const latest = analyses.data[0]
  const saved = preference.data ?? null
  const onSaved = (summary: CleanedSummary) => {
    setCleaned(summary)
    setUploading(false)
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      {latest && !uploading ? (
        <>
          <AnalysisHeader
            connection={connection.data}
            nickname={saved?.nickname ?? null}
            dateRangeStart={latest.dateRangeStart}
            dateRangeEnd={latest.dateRangeEnd}
            latestYear={latestStoryYear(latest)}
            onUploadNewer={() => setUploading(true)}
          />
          {cleaned ? <CleanedNote cleaned={cleaned} /> : null}
          <AnalysisView key={latest.id} connectionId={id} analysis={latest} saved={saved} />
        </>
      ) : (
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
          <BackLink to="/dashboard" className="self-start">
            {t('connections.dashboard')}
          </BackLink>
          <ChatUpload
            connection={connection.data}
            onSaved={onSaved}
            onCancel={latest ? () => setUploading(false) : undefined}
          />
        </div>
      )}
    </div>
  )
}
