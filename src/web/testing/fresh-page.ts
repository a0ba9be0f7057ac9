// The test projects whose files share a worker (`isolate: false` in vitest.config.ts) share its
// jsdom page and the app's module state too. src/test-setup.ts calls this before each file, so a
// file starts as on a fresh page load, whatever the file before it left.
import { browserI18n } from '#src/web/lib/i18n/i18n'
import { queryClient } from '#src/web/lib/query-client'
import { markSessionEnding, resetSession } from '#src/web/lib/session-store'
import { resetToasts } from '#src/web/lib/toast'

export async function freshPage(): Promise<void> {
  window.history.replaceState(null, '', '/')
  document.head.replaceChildren()
  document.body.replaceChildren()
  document.title = ''
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`
  }
  localStorage.clear()
  sessionStorage.clear()

  browserI18n.activate('en')
  queryClient.clear()
  resetSession()
  markSessionEnding(false)
  await resetToasts()
}
