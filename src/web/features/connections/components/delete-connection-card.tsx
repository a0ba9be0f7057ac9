import { Trash2 } from 'lucide-react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '#src/web/components/ui/alert-dialog'
import { Button } from '#src/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { toast } from '#src/web/lib/toast'
import { useDeleteConnection } from '../api/delete-connection'

/** Deletes the connection with all it owns, after a confirmation. */
export function DeleteConnectionCard({ connection }: { connection: { id: string; name: string } }) {
  const navigate = useNavigate()
  const remove = useDeleteConnection(connection.id)
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Connection deleted', `${connection.name} and every analysis of it are gone.`)
        navigate('/dashboard', { replace: true })
      },
      onError: (error) => toast.error('Error', error.message),
    })

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">Delete connection</h2>
        <CardDescription>
          Removes {connection.name}, every saved analysis, your view preference and memory notes.
          This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Delete connection
            </Button>
          }
          title={`Delete ${connection.name}?`}
          description="Every analysis, preference and memory note of this connection is deleted for good."
          cancelLabel="Cancel"
          confirmLabel="Delete"
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  )
}
