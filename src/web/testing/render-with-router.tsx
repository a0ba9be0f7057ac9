import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router'
import type { SessionState } from '#src/web/lib/use-session'

export const signedOut: SessionState = { user: null, session: null, isPending: false }

export function signedInAs(name: string | null, email = 'maya@example.com'): SessionState {
  return {
    user: { id: 'user-1', email, name },
    session: { id: 'session-1', expiresAt: new Date('2031-01-01T00:00:00Z') },
    isPending: false,
  }
}

/** Renders the current location so a test can see where navigation ended and how. */
export function LocationProbe() {
  const location = useLocation()
  const navigationType = useNavigationType()
  return (
    <div data-testid="location" data-navigation={navigationType}>
      {location.pathname}
      {location.search}
      {location.hash}
      {location.state ? ` state=${JSON.stringify(location.state)}` : ''}
    </div>
  )
}

export function renderWithRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
