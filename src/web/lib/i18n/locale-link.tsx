import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { localizedPath } from '#src/i18n/locales'
import { useT } from './use-t'

/** `path` in the reader's language: a public page gets its language's prefix (`/de/pricing`). */
export function useLocalePath(): (path: string) => string {
  const { locale } = useT()
  return (path) => localizedPath(locale, path)
}

/** A Link to a page in the reader's language. */
export function LocaleLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const localize = useLocalePath()
  return <Link to={localize(to)} {...props} />
}
