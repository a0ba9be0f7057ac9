import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import { type ReactNode, useMemo, useSyncExternalStore } from 'react'

/**
 * Gives the app its messages. Unlike Lingui's own provider it re-renders only when the language
 * changes, not when a page's messages arrive: those load before the page renders, and a render
 * in the middle of hydration would throw away the server's HTML.
 */
export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const locale = useSyncExternalStore(
    (changed) => i18n.on('change', changed),
    () => i18n.locale,
    () => i18n.locale,
  )
  // `locale` is what makes a new context: every `useT` re-renders in the new language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is the reason to remake it
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n, locale])
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>
}
