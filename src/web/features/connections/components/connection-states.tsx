import { CircleAlert, Hourglass, SearchX } from 'lucide-react'
import { BackLink } from '#src/web/components/back-link'
import { PageState } from '#src/web/components/page-state'
import { Button } from '#src/web/components/ui/button'
import { Spinner } from '#src/web/components/ui/spinner'
import { useT } from '#src/web/lib/i18n/use-t'

function BackToDashboard() {
  const { t } = useT()
  return (
    <BackLink to="/dashboard" variant="outline" size="default">
      {t('connections.backToDashboard')}
    </BackLink>
  )
}

export function InvalidConnectionId() {
  const { t } = useT()
  return (
    <PageState
      icon={CircleAlert}
      title={t('connections.state.invalidId.title')}
      actions={<BackToDashboard />}
    >
      {t('connections.state.invalidId.body')}
    </PageState>
  )
}

export function ConnectionNotFound() {
  const { t } = useT()
  return (
    <PageState
      icon={SearchX}
      title={t('connections.state.notFound.title')}
      actions={<BackToDashboard />}
    >
      {t('connections.state.notFound.body')}
    </PageState>
  )
}

/** docs/product.md §2: after 15 s of loading. */
export function LoadingTimeout() {
  const { t } = useT()
  return (
    <PageState
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
    </PageState>
  )
}

export function LoadingAnalysis({ label }: { label?: string }) {
  const { t } = useT()
  return <Spinner label={label ?? t('connections.state.loadingAnalysis')} className="py-32" />
}
