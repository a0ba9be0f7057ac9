import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import type { ConnectionListItem } from '#src/contract/connections'
import { ReportDialog } from '#src/web/components/exports/report-dialog'
import { UsageLine } from '#src/web/components/plans/usage-line'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { ConnectionCard } from './connection-card'

export function ConnectionsGrid({
  connections,
  viewedAsUser2,
}: {
  connections: ConnectionListItem[]
  /** Connections whose saved view preference is User 2's side. */
  viewedAsUser2: ReadonlySet<string>
}) {
  const { t } = useT()
  const count = connections.length
  const reportable = connections.flatMap(({ id, name, latestAnalysis }) =>
    latestAnalysis
      ? [{ id, name, start: latestAnalysis.dateRangeStart, end: latestAnalysis.dateRangeEnd }]
      : [],
  )
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">{t('dashboard.grid.title')}</h1>
          <p className="text-muted-foreground">{t('dashboard.grid.analyzedCount', { count })}</p>
          <UsageLine className="mt-1 text-muted-foreground text-sm" />
        </div>
        <div className="flex flex-wrap gap-2">
          <ReportDialog connections={reportable} />
          <Button asChild>
            <Link to="/connections/add">
              <Plus aria-hidden="true" />
              {t('dashboard.grid.addConnection')}
            </Link>
          </Button>
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {connections.map((connection) => (
          <li key={connection.id} className="flex">
            <ConnectionCard connection={connection} asUser2={viewedAsUser2.has(connection.id)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
