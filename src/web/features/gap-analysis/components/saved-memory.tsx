import { Pencil, Trash2 } from 'lucide-react'
import { type Annotation, MEMORY_DELETE_FAILED, MEMORY_DELETED } from '#src/contract/annotations'
import { ConfirmDialog } from '#src/web/components/ui/alert-dialog'
import { Button } from '#src/web/components/ui/button'
import { toast } from '#src/web/lib/toast'
import { useDeleteAnnotation } from '../api/delete-annotation'

type SavedMemoryProps = { connectionId: string; note: Annotation; onEdit: () => void }

export function SavedMemory({ connectionId, note, onEdit }: SavedMemoryProps) {
  const remove = useDeleteAnnotation(connectionId)
  const confirmDelete = () =>
    remove.mutate(note.id, {
      onSuccess: () => toast.success(MEMORY_DELETED),
      onError: (error) => toast.error(MEMORY_DELETE_FAILED, error.message),
    })
  return (
    <div className="flex flex-col gap-3">
      <p className="whitespace-pre-wrap rounded-lg bg-primary-soft px-4 py-3 text-primary-soft-foreground text-sm leading-relaxed">
        {note.content}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
          title="Delete this memory?"
          description="The note is removed from Cadence for good. The gap itself stays in your analysis."
          cancelLabel="Keep it"
          confirmLabel="Delete memory"
          onConfirm={confirmDelete}
        />
      </div>
    </div>
  )
}
