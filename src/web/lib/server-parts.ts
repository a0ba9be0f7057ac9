import { useSyncExternalStore } from 'react'

// A part the server renders whose code comes later (the footer, the landing page below its hero:
// when-needed.ts) stays a "dehydrated" Suspense boundary in React until that code has run. A move
// inside the app made as a transition must first hydrate every such boundary it reaches (a new
// address reaches every link), and when that wait met the part's code arriving, React could leave
// the move waiting for good: the new address, the old page, and nothing more (about one first
// click in a hundred made while the page was still hydrating, in a browser with its downloads
// slowed at random). So while any such part waits for its code, moves are plain updates: React
// draws a waiting part anew in the browser, and the move goes through at once.

const waiting = new Set<string>()
const listeners = new Set<() => void>()

/** Before a server-rendered page hydrates: which of the parts `ids` are on it, to wait for. */
export function awaitServerParts(document: Document, ids: readonly string[]): void {
  for (const id of ids) if (document.getElementById(id)) waiting.add(id)
}

/** The part's code has run (it mounted), or the part left the page before it could. */
export function serverPartSettled(id: string): void {
  if (!waiting.delete(id) || waiting.size > 0) return
  for (const listener of listeners) listener()
}

const settled = () => waiting.size === 0

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** True once no part the server rendered is waiting for its code. */
export function useServerPartsSettled(): boolean {
  return useSyncExternalStore(subscribe, settled, settled)
}
