import { BrowserRouter } from 'react-router'
import { AppRoutes } from './app-routes'
import { Providers } from './providers'

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  )
}
