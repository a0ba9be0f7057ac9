import { Upload } from 'lucide-react'
import { Link } from 'react-router'
import type { Connection } from '#src/contract/connections'
import { useT } from '#src/web/lib/i18n/use-t'

/** Connections without a chat yet are left out of the comparison, and named here. */
export function WaitingConnections({ connections }: { connections: Connection[] }) {
  const { t } = useT()
  if (connections.length === 0) return null
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm">
      <Upload aria-hidden="true" className="size-4" />
      {t('compare.waiting.label')}
      {connections.map((connection, index) => (
        <span key={connection.id}>
          <Link
            to={`/connections/${connection.id}`}
            className="inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0 sm:min-w-0"
          >
            {connection.name}
          </Link>
          {index < connections.length - 1 ? t('compare.waiting.separator') : ''}
        </span>
      ))}
    </p>
  )
}
