// A part the server renders whose code comes later (the footer, the landing page below its hero:
// when-needed.ts) stays a "dehydrated" Suspense boundary in React until that code has run. A move
// inside the app made as a transition must first hydrate every such boundary it reaches (a new
// address reaches every link), and when that wait met the part's code arriving, React could leave
// the move waiting for good: the new address, the old page, and nothing more (about one first
// click in a hundred made while the page was still hydrating, in a browser with its downloads
// slowed at random). So while any such part waits for its code, a move is a plain update
// (app-router.tsx asks at each move): React draws a waiting part anew in the browser, and the
// move goes through at once. Nothing re-renders when the last part settles: an update flowing
// through the page then would draw anew the parts still hydrating.

const waiting = new Set<string>()

/** Before a server-rendered page hydrates: which of the parts `ids` are on it, to wait for. */
export function awaitServerParts(
  document: Pick<Document, 'getElementById'>,
  ids: readonly string[],
) {
  for (const id of ids) if (document.getElementById(id)) waiting.add(id)
}

/** The part's code has run (it mounted), or the part left the page before it could. */
export function serverPartSettled(id: string): void {
  waiting.delete(id)
}

/** True once no part the server rendered is waiting for its code. */
export function serverPartsSettled(): boolean {
  return waiting.size === 0
}
