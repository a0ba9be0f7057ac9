import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type PageModule = { default: ComponentType }

const failedPages = new Set<() => void>()

/**
 * Like React.lazy, but a failed import can be tried again: React.lazy keeps the
 * rejection forever, so 'Try again' after a failed chunk download would fail
 * again without asking the network.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
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
