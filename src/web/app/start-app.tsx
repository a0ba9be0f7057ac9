import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { INITIAL_STATE_ID, type InitialState } from '#src/contract/public-pages'
import { LANDING_SECTIONS_ID } from '#src/web/features/landing/landing-sections-id'
import { adoptMessages, browserI18n, documentLocale, loadAreasInUse } from '#src/web/lib/i18n/i18n'
import { keepInitialQueries } from '#src/web/lib/initial-queries'
import { awaitServerParts } from '#src/web/lib/server-parts'
import { App } from './app'
import { SITE_FOOTER_ID } from './layout/site-footer-id'

/** The server's state for a page it rendered (src/web/ssr/entry-server.tsx), else null. */
function readInitialState(document: Document): InitialState | null {
  const block = document.getElementById(INITIAL_STATE_ID)
  if (!block?.textContent) return null
  // Written by the server with JSON.stringify (jsonForScript) from an InitialState.
  const state: InitialState = JSON.parse(block.textContent)
  return state
}

/**
 * Starts the app in `root`, in the language the server chose for the page (`<html lang>`), once
 * the messages every page shares have arrived: a public page the server rendered is hydrated
 * from the server's state (same query cache, same not-found path, same words, so the first
 * render matches its HTML); any other page (the signed-in app, sign-in) is drawn from scratch.
 */
export async function startApp(root: HTMLElement, options: RootOptions = {}) {
  const locale = documentLocale(root.ownerDocument)
  const state = readInitialState(root.ownerDocument)
  if (state?.messages?.locale === locale)
    adoptMessages(locale, state.messages.areas, state.messages.catalog)
  await loadAreasInUse(locale)
  browserI18n.activate(locale)
  if (state) keepInitialQueries(state.queries)
  const app = (
    <StrictMode>
      <App notFoundPath={state?.notFoundPath ?? null} />
    </StrictMode>
  )
  if (state && root.firstElementChild) {
    awaitServerParts(root.ownerDocument, [SITE_FOOTER_ID, LANDING_SECTIONS_ID])
    return hydrateRoot(root, app, options)
  }
  const created = createRoot(root, options)
  created.render(app)
  return created
}
