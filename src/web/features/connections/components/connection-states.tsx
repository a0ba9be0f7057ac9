import { ArrowLeft, CircleAlert, Hourglass, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { Spinner } from '#src/web/components/ui/spinner'
import { PageMessage } from './page-message'

function BackToDashboard() {
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  )
}

export function InvalidConnectionId() {
  return (
    <PageMessage icon={CircleAlert} title="Invalid Connection ID" actions={<BackToDashboard />}>
      This link does not point to a connection.
    </PageMessage>
  )
}

export function ConnectionNotFound() {
  return (
    <PageMessage icon={SearchX} title="Connection Not Found" actions={<BackToDashboard />}>
      It may have been deleted, or it belongs to another account.
    </PageMessage>
  )
}

/** Spec §2: after 15 s of loading. */
export function LoadingTimeout() {
  return (
    <PageMessage
      icon={Hourglass}
      title="Loading Timeout"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
          <BackToDashboard />
        </>
      }
    >
      This is taking longer than it should. Check your connection and try again.
    </PageMessage>
  )
}

export function LoadingAnalysis({ label = 'Loading analysis...' }: { label?: string }) {
  return <Spinner label={label} className="py-32" />
}
