import { useQuery } from '@tanstack/react-query'
import { BackLink } from '#src/web/components/back-link'
import { ConnectionRoute } from '#src/web/components/connections/connection-route'
import { useT } from '#src/web/lib/i18n/use-t'
import { getConnectionQueryOptions } from './api/get-connection'
import { getViewPreferenceQueryOptions } from './api/get-view-preference'
import { ConnectionDetailsForm } from './components/connection-details-form'
import {
  ConnectionNotFound,
  InvalidConnectionId,
  LoadingAnalysis,
  LoadingTimeout,
} from './components/connection-states'
import { DeleteConnectionCard } from './components/delete-connection-card'
import { ViewPreferenceForm } from './components/view-preference-form'
import { useLoadingTimeout } from './use-loading-timeout'

/** /connections/:id/settings: view preference (docs/product.md §3), details, and deletion. */
export default function ConnectionSettingsPage() {
  return (
    <ConnectionRoute
      invalid={<InvalidConnectionId />}
      render={(id) => <SettingsScreen id={id} />}
    />
  )
}

function SettingsScreen({ id }: { id: string }) {
  const { t } = useT()
  const connection = useQuery(getConnectionQueryOptions(id))
  const preference = useQuery(getViewPreferenceQueryOptions(id))
  const loading = connection.isPending || preference.isPending
  const timedOut = useLoadingTimeout(loading)

  if (timedOut) return <LoadingTimeout />
  if (connection.isError || preference.isError) return <ConnectionNotFound />
  if (loading) return <LoadingAnalysis label={t('connections.settings.loading')} />

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink to={`/connections/${id}`} className="self-start">
        {t('connections.backToAnalysis')}
      </BackLink>
      <div>
        <h1 className="font-semibold text-3xl tracking-tight">
          {t('connections.settings.title', { name: connection.data.name })}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('connections.settings.description')}</p>
      </div>
      <ViewPreferenceForm connectionId={id} preference={preference.data} />
      <ConnectionDetailsForm connection={connection.data} />
      <DeleteConnectionCard connection={connection.data} />
    </div>
  )
}
