import { BrowserRouter } from 'react-router'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { useServerPartsSettled } from '#src/web/lib/server-parts'
import { AppRoutes } from './app-routes'
import { NotFoundPathContext } from './not-found-path'
import { Providers } from './providers'

/** `notFoundPath`: the path the server answered 404 for, when it rendered the first page. */
export function App({ notFoundPath = null }: { notFoundPath?: string | null }) {
  // Moves are transitions (the old page stays until the new one's code is there) once no part
  // of a server-rendered page still waits for its code (server-parts.ts).
  const transitions = useServerPartsSettled()
  return (
    <LocaleProvider i18n={browserI18n}>
      <NotFoundPathContext value={notFoundPath}>
        <Providers>
          <BrowserRouter useTransitions={transitions}>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </NotFoundPathContext>
    </LocaleProvider>
  )
}
