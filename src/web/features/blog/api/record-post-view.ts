import { useEffect, useRef } from 'react'
import { BlogViewResponseSchema } from '#src/contract/blog'
import { apiFetch } from '#src/web/lib/api-client'

const recordPostView = (slug: string) =>
  apiFetch(`/api/blog/${encodeURIComponent(slug)}/view`, {
    method: 'POST',
    schema: BlogViewResponseSchema,
  })

/** Counts one view per visit of an article, once it has loaded. */
export function useRecordPostView(slug: string | undefined) {
  const counted = useRef<string | null>(null)
  useEffect(() => {
    if (!slug || counted.current === slug) return
    counted.current = slug
    // A view that fails to count (rate limit, network) must not disturb the reader.
    recordPostView(slug).catch(() => {})
  }, [slug])
}
