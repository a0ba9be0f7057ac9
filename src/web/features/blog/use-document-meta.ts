import { useEffect } from 'react'

function descriptionTag(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (existing) return existing
  const tag = document.createElement('meta')
  tag.name = 'description'
  document.head.append(tag)
  return tag
}

/**
 * Sets the page title and, when given, the meta description while the page is shown, and puts
 * back what was there before when the reader leaves.
 */
export function useDocumentMeta(title: string | null, description?: string | null) {
  useEffect(() => {
    if (title === null) return
    const previousTitle = document.title
    document.title = title
    return () => {
      document.title = previousTitle
    }
  }, [title])

  useEffect(() => {
    if (!description) return
    const tag = descriptionTag()
    const previous = tag.getAttribute('content')
    tag.setAttribute('content', description)
    return () => {
      if (previous === null) tag.remove()
      else tag.setAttribute('content', previous)
    }
  }, [description])
}
