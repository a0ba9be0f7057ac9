import type { DehydratedState } from '@tanstack/react-query'

let initial: DehydratedState | null = null

/** Keeps the query cache the server rendered the first page from, until the query library loads. */
export function keepInitialQueries(queries: DehydratedState): void {
  initial = queries
}

/** The server's query cache, once: later pages start from the client's own. */
export function takeInitialQueries(): DehydratedState | null {
  const queries = initial
  initial = null
  return queries
}
