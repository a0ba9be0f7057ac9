import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { useDocumentMeta } from '../../lib/use-document-meta'
import { NOT_FOUND_TITLE } from './not-found-meta'

export default function NotFoundPage() {
  useDocumentMeta(NOT_FOUND_TITLE)
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <p className="mb-2 font-medium text-primary text-sm">Error 404</p>
      <h1 className="font-semibold text-2xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you were looking for has moved, or never existed.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Return to home</Link>
      </Button>
    </section>
  )
}
