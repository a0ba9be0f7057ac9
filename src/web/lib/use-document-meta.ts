import { useEffect } from 'react'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './site-meta'

function descriptionTag(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (existing) return existing
  const tag = document.createElement('meta')
  tag.name = 'description'
  document.head.append(tag)
  return tag
}

/**
 * Keeps the page title and meta description true while the page is shown after a move
 * inside the app (the server writes them into the first page's <head>), and puts the
 * site's defaults back when the reader leaves. Why not React's own <title> and <meta>:
 * decision 009, 'One head, from the server'.
 */
export function useDocumentMeta(title: string, description?: string | null) {
  useEffect(() => {
    document.title = title
    return () => {
      document.title = DEFAULT_TITLE
    }
  }, [title])

  useEffect(() => {
    if (!description) return
    const tag = descriptionTag()
    tag.setAttribute('content', description)
    return () => {
      tag.setAttribute('content', DEFAULT_DESCRIPTION)
    }
  }, [description])
}
