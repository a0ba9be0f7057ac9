// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazy-page'
import { RouteErrorBoundary } from './route-error-boundary'

// React reports every error a boundary catches on console.error; here that is the point.
function expectReportedErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
}

describe('RouteErrorBoundary', () => {
  it('shows the message of docs/product.md §2 when a page fails to render, and "Try again" renders it anew', () => {
    expectReportedErrors()
    let failing = true
    function FlakyPage() {
      if (failing) throw new Error('render failed')
      return <h1>Your Connections</h1>
    }
    render(
      <RouteErrorBoundary>
        <FlakyPage />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong')
    screen.getByText("We're sorry, but there was an error loading this page.")

    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('heading').textContent).toBe('Your Connections')
  })

  it('retries a page chunk that failed to download', async () => {
    expectReportedErrors()
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <h1>Pricing</h1> })
    const PricingPage = lazyPage(load)
    render(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <PricingPage />
        </Suspense>
      </RouteErrorBoundary>,
    )
    expect((await screen.findByRole('heading')).textContent).toBe('Something went wrong')

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('heading', { name: 'Pricing' })).textContent).toBe('Pricing')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
