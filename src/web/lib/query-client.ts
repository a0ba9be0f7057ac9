import { QueryClient } from '@tanstack/react-query'

/**
 * The app's one query cache. A module singleton (not created inside React) so
 * code outside components — the auth client reacting to sign-in or sign-out —
 * can refresh what the pages show.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
})
