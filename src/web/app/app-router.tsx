import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react'
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router'
import { serverPartsSettled } from '#src/web/lib/server-parts'

type BrowserHistory = ReturnType<typeof createBrowserHistory>
type HistoryState = { action: BrowserHistory['action']; location: BrowserHistory['location'] }

/**
 * react-router's BrowserRouter, with one difference: whether a move is a transition (the old page
 * stays until the new one's code is there) is decided at each move, not once. While a part the
 * server rendered still waits for its code, a move is a plain update (src/web/lib/server-parts.ts).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null)
  historyRef.current ??= createBrowserHistory({ v5Compat: true })
  const history = historyRef.current
  const [state, setState] = useState<HistoryState>({
    action: history.action,
    location: history.location,
  })
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (serverPartsSettled()) startTransition(() => setState({ action, location }))
        else setState({ action, location })
      }),
    [history],
  )
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  )
}
