import { browserI18n } from '#src/web/lib/i18n/i18n'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { AppRouter } from './app-router'
import { AppRoutes } from './app-routes'
import { NotFoundPathContext } from './not-found-path'
import { Providers } from './providers'

/** `notFoundPath`: the path the server answered 404 for, when it rendered the first page. */
export function App({ notFoundPath = null }: { notFoundPath?: string | null }) {
  return (
    <LocaleProvider i18n={browserI18n}>
      <NotFoundPathContext value={notFoundPath}>
        <Providers>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </Providers>
      </NotFoundPathContext>
    </LocaleProvider>
  )
}
