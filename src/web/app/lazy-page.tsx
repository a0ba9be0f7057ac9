import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { withQueries } from '../lib/with-queries'

type PageModule = { default: ComponentType }

const failedPages = new Set<() => void>()

/**
 * Like React.lazy, but a failed import can be tried again: React.lazy keeps the
 * rejection forever, so 'Try again' after a failed chunk download would fail
 * again without asking the network. A page is given the query cache unless it says
 * it reads nothing through it (`queries: false`).
 */
export function lazyPage(
  loadPage: () => Promise<PageModule>,
  { queries = true }: { queries?: boolean } = {},
): ComponentType {
  const load = queries ? withQueries(loadPage) : loadPage
  let Current: LazyExoticComponent<ComponentType> = create()

  function create(): LazyExoticComponent<ComponentType> {
    return lazy(() =>
      load().catch((error: unknown) => {
        failedPages.add(startOver)
        throw error
      }),
    )
  }

  function startOver() {
    Current = create()
  }

  return function LazyPage() {
    return <Current />
  }
}

/** Makes every page whose download failed import afresh on its next render. */
export function retryFailedPages(): void {
  for (const startOver of failedPages) startOver()
  failedPages.clear()
}
