import { QueryClient, type QueryClientConfig } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** An answer the server meant (not found, not allowed by the plan…) is not retried. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

/** Shared with the server renderer, whose cache (one per request) the client's hydrates from. */
export const queryClientOptions: QueryClientConfig = {
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
  },
}

/**
 * The app's one query cache. A module singleton (not created inside React) so
 * code outside components — the auth client reacting to sign-in or sign-out —
 * can refresh what the pages show.
 */
export const queryClient = new QueryClient(queryClientOptions)
