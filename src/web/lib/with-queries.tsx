import type { ComponentType } from 'react'

type Module = { default: ComponentType }

/**
 * Wraps a lazily loaded component in the query cache's provider, fetched alongside it, so only
 * the pages and sections that use the cache download the query library.
 */
export function withQueries(load: () => Promise<Module>): () => Promise<Module> {
  return async () => {
    const [{ default: Component }, { QueryProvider }] = await Promise.all([
      load(),
      import('./query-provider'),
    ])
    return {
      default: function WithQueries() {
        return (
          <QueryProvider>
            <Component />
          </QueryProvider>
        )
      },
    }
  }
}
