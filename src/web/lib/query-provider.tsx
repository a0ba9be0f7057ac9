// Loaded with the first page or section that reads the API through the query cache, so the
// landing page, which reads nothing, never downloads the query library.

import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useState } from 'react'
import { takeInitialQueries } from './initial-queries'
import { queryClient } from './query-client'
import { ServerQueryClientContext } from './server-query-client'

export function QueryProvider({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerQueryClientContext)
  const client = serverClient ?? queryClient
  // Before the page under it first renders: the answers the server rendered it with, so its
  // first render matches the server's HTML (taken once; later pages start from the cache).
  useState(() => {
    const initial = takeInitialQueries()
    if (initial) hydrate(client, initial)
    return null
  })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
