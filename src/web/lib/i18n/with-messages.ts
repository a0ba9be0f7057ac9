import type { WebArea } from '#src/i18n/messages'
import { documentLocale, loadAreas } from './i18n'

/**
 * Wraps a lazy module's loader so the messages of `areas` in the reader's language arrive with
 * it. On the server the renderer has loaded every area already (src/web/ssr), so it does nothing.
 */
export function withMessages<M>(
  areas: readonly WebArea[],
  load: () => Promise<M>,
): () => Promise<M> {
  if (areas.length === 0) return load
  return async () => {
    if (typeof document === 'undefined') return load()
    const [module] = await Promise.all([load(), loadAreas(documentLocale(document), areas)])
    return module
  }
}
