import { RotateCcw, TriangleAlert } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'

type Props = { onRetry: () => void }

export function RouteErrorView({ onRetry }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { t } = useT()

  // Move focus to the message so keyboard and screen-reader users learn what happened.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger-soft-foreground">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="font-semibold text-2xl focus:outline-none">
        {t('common.error.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('common.error.body')}</p>
      <Button className="mt-8" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('common.error.retry')}
      </Button>
    </section>
  )
}
