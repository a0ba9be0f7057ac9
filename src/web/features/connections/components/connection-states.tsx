import { ArrowLeft, CircleAlert, Hourglass, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { Spinner } from '#src/web/components/ui/spinner'
import { useT } from '#src/web/lib/i18n/use-t'
import { PageMessage } from './page-message'

function BackToDashboard() {
  const { t } = useT()
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard">
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('connections.backToDashboard')}
      </Link>
    </Button>
  )
}

export function InvalidConnectionId() {
  const { t } = useT()
  return (
    <PageMessage
      icon={CircleAlert}
      title={t('connections.state.invalidId.title')}
      actions={<BackToDashboard />}
    >
      {t('connections.state.invalidId.body')}
    </PageMessage>
  )
}

export function ConnectionNotFound() {
  const { t } = useT()
  return (
    <PageMessage
      icon={SearchX}
      title={t('connections.state.notFound.title')}
      actions={<BackToDashboard />}
    >
      {t('connections.state.notFound.body')}
    </PageMessage>
  )
}

/** docs/product.md §2: after 15 s of loading. */
export function LoadingTimeout() {
  const { t } = useT()
  return (
    <PageMessage
      icon={Hourglass}
      title={t('connections.state.timeout.title')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            {t('connections.state.timeout.retry')}
          </Button>
          <BackToDashboard />
        </>
      }
    >
      {t('connections.state.timeout.body')}
    </PageMessage>
  )
}

export function LoadingAnalysis({ label }: { label?: string }) {
  const { t } = useT()
  return <Spinner label={label ?? t('connections.state.loadingAnalysis')} className="py-32" />
}
