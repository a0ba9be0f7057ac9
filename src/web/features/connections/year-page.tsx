import { useQuery } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { viewAs } from '#src/analysis/view-as'
import { BackLink } from '#src/web/components/back-link'
import { ConnectionRoute } from '#src/web/components/connections/connection-route'
import { PageState } from '#src/web/components/page-state'
import { YearSlides } from '#src/web/components/year-in-review/year-slides'
import { storyYears } from '#src/web/components/year-in-review/year-story'
import { useT } from '#src/web/lib/i18n/use-t'
import { useDocumentMeta } from '#src/web/lib/use-document-meta'
import { getAnalysesQueryOptions } from './api/get-analyses'
import { getConnectionQueryOptions } from './api/get-connection'
import { getViewPreferenceQueryOptions } from './api/get-view-preference'
import {
  ConnectionNotFound,
  InvalidConnectionId,
  LoadingAnalysis,
  LoadingTimeout,
} from './components/connection-states'
import { useLoadingTimeout } from './use-loading-timeout'

/** /connections/:id/year/:year: the year in review, drawn from the saved analysis. */
export default function YearPage() {
  return (
    <ConnectionRoute invalid={<InvalidConnectionId />} render={(id) => <YearScreen id={id} />} />
  )
}

function YearScreen({ id }: { id: string }) {
  const { t } = useT()
  const year = Number(useParams().year)
  const connection = useQuery(getConnectionQueryOptions(id))
  const analyses = useQuery(getAnalysesQueryOptions(id))
  const preference = useQuery(getViewPreferenceQueryOptions(id))
  const loading = connection.isPending || analyses.isPending || preference.isPending
  const timedOut = useLoadingTimeout(loading)
  useDocumentMeta(t('year.page.title'), t('year.page.description', { year: String(year) }))

  if (timedOut) return <LoadingTimeout />
  if (connection.isError || analyses.isError) return <ConnectionNotFound />
  if (loading) return <LoadingAnalysis />
  const latest = analyses.data[0]
  const back = (
    <BackLink to={`/connections/${id}`} className="self-start">
      {t('year.page.back', { name: connection.data.name })}
    </BackLink>
  )
  if (!latest) return <NoYear connectionId={id} message={t('year.page.noYears')} />
  const result = viewAs(latest, preference.data?.userPrefersViewAs ?? 'user1')
  const years = storyYears(result)
  if (years.length === 0) return <NoYear connectionId={id} message={t('year.page.noYears')} />
  if (!Number.isInteger(year) || !years.includes(year))
    return <NoYear connectionId={id} message={t('year.page.notCovered', { year: String(year) })} />
  const quiet = result.rhythm?.years?.find((y) => y.year === year)?.messages === 0
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      {back}
      <YearHeader connectionId={id} year={year} years={years} />
      {quiet ? (
        <p className="rounded-xl bg-muted p-4 text-muted-foreground">
          {t('year.page.quiet', { year: String(year) })}
        </p>
      ) : null}
      <YearSlides
        key={year}
        result={result}
        year={year}
        // View-as has made the reader User 1: "You" beside the connection's name.
        names={{ user1: t('year.side.you'), user2: connection.data.name }}
      />
    </div>
  )
}

function YearHeader({
  connectionId,
  year,
  years,
}: {
  connectionId: string
  year: number
  years: number[]
}) {
  const { t } = useT()
  const navigate = useNavigate()
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h1 className="font-semibold text-3xl tracking-tight">{t('year.page.title')}</h1>
      {years.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          {t('year.page.chooseYear')}
          <select
            className="h-11 rounded-lg border bg-surface px-3 sm:h-10"
            value={year}
            onChange={(event) =>
              navigate(`/connections/${connectionId}/year/${event.target.value}`)
            }
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  )
}

function NoYear({ connectionId, message }: { connectionId: string; message: string }) {
  const { t } = useT()
  return (
    <PageState
      icon={CalendarX}
      title={t('year.page.title')}
      actions={
        <BackLink to={`/connections/${connectionId}`} variant="outline" size="default">
          {t('year.page.toConnection')}
        </BackLink>
      }
    >
      {message}
    </PageState>
  )
}
