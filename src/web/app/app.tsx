import { BrowserRouter } from 'react-router'
import { AppRoutes } from './app-routes'
import { NotFoundPathContext } from './not-found-path'
import { Providers } from './providers'

/** `notFoundPath`: the path the server answered 404 for, when it rendered the first page. */
export function App({ notFoundPath = null }: { notFoundPath?: string | null }) {
  return (
    <NotFoundPathContext value={notFoundPath}>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </NotFoundPathContext>
  )
}
