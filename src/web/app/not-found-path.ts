import { createContext, useContext } from 'react'

/**
 * The path the server answered 404 for (an unknown or unpublished article), so the first
 * render draws the same not-found page the server sent rather than the page's own.
 */
export const NotFoundPathContext = createContext<string | null>(null)

export const useNotFoundPath = () => useContext(NotFoundPathContext)
