import { useQuery } from '@tanstack/react-query'
import { getConnectionsQueryOptions } from '#src/web/components/connections/api/get-connections'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { useT } from '#src/web/lib/i18n/use-t'
import { getViewPreferencesQueryOptions } from './api/get-view-preferences'
import { ConnectionsGrid } from './components/connections-grid'
import { DashboardSkeleton } from './components/dashboard-skeleton'
import { SharedChatWaiting } from './components/shared-chat-waiting'
import { WelcomeScreen } from './components/welcome-screen'

/** docs/product.md §2 /dashboard: skeletons, the welcome screen, or the connections grid. */
export default function DashboardPage() {
  const { t } = useT()
  const connections = useQuery(getConnectionsQueryOptions())
  // A failed preference read only means the cards show User 1's side.
  const preferences = useQuery(getViewPreferencesQueryOptions())
  const user2Ids = new Set(
    (preferences.data ?? [])
      .filter((p) => p.userPrefersViewAs === 'user2')
      .map((p) => p.connectionId),
  )
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <SharedChatWaiting />
      {connections.isPending || preferences.isPending ? (
        <DashboardSkeleton />
      ) : connections.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('dashboard.error.title')}</AlertTitle>
          <AlertDescription>{connections.error.message}</AlertDescription>
        </Alert>
      ) : connections.data.length === 0 ? (
        <WelcomeScreen />
      ) : (
        <ConnectionsGrid connections={connections.data} viewedAsUser2={user2Ids} />
      )}
    </div>
  )
}
