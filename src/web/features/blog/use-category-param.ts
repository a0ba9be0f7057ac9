import { useSearchParams } from 'react-router'

/** The selected category lives in the URL (?category=slug), so it survives a reload or a share. */
export function useCategoryParam(): string | null {
  const [params] = useSearchParams()
  return params.get('category') || null
}

/** The blog list's address for a category, or for every post when `slug` is null. */
export function categoryHref(slug: string | null): string {
  return slug ? `/blog?${new URLSearchParams({ category: slug })}` : '/blog'
}
