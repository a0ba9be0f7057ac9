import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { INITIAL_STATE_ID, type InitialState } from '../../contract/public-pages'
import { keepInitialQueries } from '../lib/initial-queries'
import { App } from './app'

/** The server's state for a page it rendered (src/web/ssr/entry-server.tsx), else null. */
function readInitialState(document: Document): InitialState | null {
  const block = document.getElementById(INITIAL_STATE_ID)
  if (!block?.textContent) return null
  // Written by the server with JSON.stringify (jsonForScript) from an InitialState.
  const state: InitialState = JSON.parse(block.textContent)
  return state
}

/**
 * Starts the app in `root`: a public page the server rendered is hydrated from the server's
 * state (same query cache, same not-found path, so the first render matches its HTML); any
 * other page (the signed-in app, sign-in) is drawn from scratch.
 */
export function startApp(root: HTMLElement, options: RootOptions = {}) {
  const state = readInitialState(root.ownerDocument)
  if (state) keepInitialQueries(state.queries)
  const app = (
    <StrictMode>
      <App notFoundPath={state?.notFoundPath ?? null} />
    </StrictMode>
  )
  if (state && root.firstElementChild) return hydrateRoot(root, app, options)
  const created = createRoot(root, options)
  created.render(app)
  return created
}
