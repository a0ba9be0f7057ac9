import type { QueryClient } from '@tanstack/react-query'
import { createContext } from 'react'

/** The server renderer's query cache (one per request); null in the browser, which has one for good. */
export const ServerQueryClientContext = createContext<QueryClient | null>(null)
