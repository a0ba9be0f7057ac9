import './lib/zod-without-eval'
import '@fontsource-variable/inter'
import './styles.css'
import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { INITIAL_STATE_ID, type InitialState } from '../contract/public-pages'
import { App } from './app/app'
import { queryClient } from './lib/query-client'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render Cadence into')

/** The server's state for a page it rendered (src/web/ssr/entry-server.tsx), else null. */
function readInitialState(): InitialState | null {
  const block = document.getElementById(INITIAL_STATE_ID)
  if (!block?.textContent) return null
  // Written by the server with JSON.stringify (jsonForScript) from an InitialState.
  const state: InitialState = JSON.parse(block.textContent)
  return state
}

const state = readInitialState()
if (state) hydrate(queryClient, state.queries)
const app = (
  <StrictMode>
    <App notFoundPath={state?.notFoundPath ?? null} />
  </StrictMode>
)

// A public page comes rendered from the server and is hydrated; the signed-in app is drawn here.
if (state && root.firstElementChild) hydrateRoot(root, app)
else createRoot(root).render(app)
