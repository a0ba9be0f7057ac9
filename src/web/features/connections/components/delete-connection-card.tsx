import { Trash2 } from 'lucide-react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '#src/web/components/ui/alert-dialog'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useDeleteConnection } from '../api/delete-connection'

/** Deletes the connection with all it owns, after a confirmation. */
export function DeleteConnectionCard({ connection }: { connection: { id: string; name: string } }) {
  const { t } = useT()
  const navigate = useNavigate()
  const remove = useDeleteConnection(connection.id)
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(
          t('connections.delete.deletedTitle'),
          t('connections.delete.deletedBody', { name: connection.name }),
        )
        navigate('/dashboard', { replace: true })
      },
      onError: (error) => toast.error(t('connections.toast.error'), error.message),
    })

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">{t('connections.delete.title')}</h2>
        <CardDescription>
          {t('connections.delete.description', { name: connection.name })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              {t('connections.delete.button')}
            </Button>
          }
          title={t('connections.delete.confirmTitle', { name: connection.name })}
          description={t('connections.delete.confirmDescription')}
          cancelLabel={t('connections.delete.cancel')}
          confirmLabel={t('connections.delete.confirm')}
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  )
}
