import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { WebArea } from '#src/i18n/messages'
import { withMessages } from '#src/web/lib/i18n/with-messages'
import { withQueries } from '#src/web/lib/with-queries'

type PageModule = { default: ComponentType }

const failedPages = new Set<() => void>()

/**
 * Like React.lazy, but a failed import can be tried again: React.lazy keeps the
 * rejection forever, so 'Try again' after a failed chunk download would fail
 * again without asking the network. A page is given the query cache unless it says
 * it reads nothing through it (`queries: false`), and the messages of its `areas` in the
 * reader's language, downloaded beside its code.
 */
export function lazyPage(
  loadPage: () => Promise<PageModule>,
  { queries = true, areas = [] }: { queries?: boolean; areas?: readonly WebArea[] } = {},
): ComponentType {
  const withAreas = withMessages(areas, loadPage)
  const load = queries ? withQueries(withAreas) : withAreas
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
