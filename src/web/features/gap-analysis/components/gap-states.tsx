import { CircleAlert, Upload } from 'lucide-react'
import { Link } from 'react-router'
import { BackLink } from '#src/web/components/back-link'
import { PageState } from '#src/web/components/page-state'
import { Button } from '#src/web/components/ui/button'
import { Spinner } from '#src/web/components/ui/spinner'
import { useT } from '#src/web/lib/i18n/use-t'

export function GapLoading() {
  const { t } = useT()
  return <Spinner label={t('gap.states.loading')} className="py-32" />
}

function ToDashboard() {
  const { t } = useT()
  return (
    <BackLink to="/dashboard" variant="outline" size="default">
      {t('gap.states.backToDashboard')}
    </BackLink>
  )
}

/** docs/product.md §2 error state: the title and the reason. */
export function GapError({ message }: { message: string }) {
  const { t } = useT()
  return (
    <PageState icon={CircleAlert} title={t('gap.states.errorTitle')} actions={<ToDashboard />}>
      {message}
    </PageState>
  )
}

/** docs/product.md §2 empty state; docs/product.md §5 says why: the connection has no analysis yet. */
export function GapEmpty({ connectionId }: { connectionId: string }) {
  const { t } = useT()
  return (
    <PageState
      icon={CircleAlert}
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
    </PageState>
  )
}
