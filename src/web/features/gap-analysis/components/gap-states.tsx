import { ArrowLeft, CircleAlert, Upload } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { Spinner } from '#src/web/components/ui/spinner'
import { useT } from '#src/web/lib/i18n/use-t'

export function GapLoading() {
  const { t } = useT()
  return <Spinner label={t('gap.states.loading')} className="py-32" />
}

function StateCard({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="rounded-full bg-muted p-3 text-muted-foreground">
          <CircleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        <div className="text-muted-foreground">{children}</div>
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
      </Card>
    </div>
  )
}

function ToDashboard() {
  const { t } = useT()
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard">
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('gap.states.backToDashboard')}
      </Link>
    </Button>
  )
}

/** docs/product.md §2 error state: the title and the reason. */
export function GapError({ message }: { message: string }) {
  const { t } = useT()
  return (
    <StateCard title={t('gap.states.errorTitle')} actions={<ToDashboard />}>
      {message}
    </StateCard>
  )
}

/** docs/product.md §2 empty state; docs/product.md §5 says why: the connection has no analysis yet. */
export function GapEmpty({ connectionId }: { connectionId: string }) {
  const { t } = useT()
  return (
    <StateCard
      title={t('gap.states.emptyTitle')}
      actions={
        <>
          <Button asChild>
            <Link to={`/connections/${connectionId}`}>
              <Upload aria-hidden="true" />
              {t('gap.states.uploadChat')}
            </Link>
          </Button>
          <ToDashboard />
        </>
      }
    >
      {t('gap.states.emptyBody')}
    </StateCard>
  )
}
