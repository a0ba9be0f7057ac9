import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { CreateConnection } from '#src/contract/connections'
import { BackLink } from '#src/web/components/back-link'
import { PaymentGate } from '#src/web/components/billing/payment-gate'
import { useCreateConnection } from '#src/web/components/connections/api/create-connection'
import { getPlanUsageQueryOptions } from '#src/web/components/plans/api/get-plan-usage'
import { atConnectionLimit } from '#src/web/components/plans/format-usage'
import { planErrorOf } from '#src/web/components/plans/plan-error'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { ConnectionForm } from './components/connection-form'
import { ConnectionLimitReached } from './components/connection-limit-reached'

/** docs/product.md §2 /connections/add, behind the subscription gate of docs/product.md §4. */
export default function AddConnectionPage() {
  return (
    <PaymentGate>
      <AddConnection />
    </PaymentGate>
  )
}

function AddConnection() {
  const { t } = useT()
  const navigate = useNavigate()
  const create = useCreateConnection()
  const usage = useQuery(getPlanUsageQueryOptions())
  const refused = planErrorOf(create.error)

  const submit = (values: CreateConnection) =>
    create.mutate(values, {
      onSuccess: (connection) => {
        toast.success(
          t('connections.add.createdTitle'),
          t('connections.add.createdMessage', { name: connection.name }),
        )
        navigate(`/connections/${connection.id}`)
      },
      onError: (error) => {
        // A plan limit is explained on the page itself, with the way on.
        if (!planErrorOf(error))
          toast.error(
            t('connections.toast.error'),
            error.message || t('connections.add.unexpectedError'),
          )
      },
    })
  const limitReached = refused !== null || (usage.data ? atConnectionLimit(usage.data) : false)

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackLink to="/dashboard" size="default" className="self-start">
        {t('connections.backToDashboard')}
      </BackLink>
      {limitReached ? (
        <ConnectionLimitReached refused={refused} />
      ) : (
        <Card>
          <CardHeader>
            <h1 className="font-semibold text-2xl tracking-tight">{t('connections.add.title')}</h1>
            <CardDescription>{t('connections.add.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ConnectionForm busy={create.isPending} onSubmit={submit} />
          </CardContent>
        </Card>
      )}
    </div>
  )
}
