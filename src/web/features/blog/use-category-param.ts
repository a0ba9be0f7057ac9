import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** The selected category lives in the URL (?category=slug), so it survives a reload or a share. */
export function useCategoryParam(): [string | null, (slug: string | null) => void] {
  const [params, setParams] = useSearchParams()
  const selected = params.get('category') || null
  const select = useCallback(
    (slug: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (slug) next.set('category', slug)
        else next.delete('category')
        return next
      }),
    [setParams],
  )
  return [selected, select]
}
