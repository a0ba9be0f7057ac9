import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ServerQueryClientContext } from '#src/web/lib/server-query-client'
import { ToasterHost } from './toaster-host'

/**
 * `serverClient`: the server renderer's query cache for this request. In the browser the
 * pages bring the app's one cache themselves (lib/with-queries), so the landing page does
 * not download the query library.
 */
export function Providers({
  children,
  serverClient = null,
}: {
  children: ReactNode
  serverClient?: QueryClient | null
}) {
  return (
    <ServerQueryClientContext value={serverClient}>
      {children}
      <ToasterHost />
    </ServerQueryClientContext>
  )
}
