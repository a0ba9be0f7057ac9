import { Component, type ErrorInfo, type ReactNode } from 'react'
import { retryFailedPages } from './lazy-page'
import { RouteErrorView } from './route-error-view'

type Props = { children: ReactNode }
type State = { error: unknown }

const NO_ERROR: State = { error: null }

/**
 * Catches render failures of the current route, including a page chunk that
 * failed to download. The layout keys it by path, so navigating elsewhere
 * starts clean; 'Try again' renders the route again (and retries the chunk).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = NO_ERROR

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') }
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // React already reports the error; nothing is sent anywhere (docs/product.md §7: no third-party requests).
  }

  reset = (): void => {
    retryFailedPages()
    this.setState(NO_ERROR)
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <RouteErrorView onRetry={this.reset} />
    return this.props.children
  }
}
