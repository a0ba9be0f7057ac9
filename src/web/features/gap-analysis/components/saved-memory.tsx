import { Pencil, Trash2 } from 'lucide-react'
import type { Annotation } from '#src/contract/annotations'
import { ConfirmDialog } from '#src/web/components/ui/alert-dialog'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useDeleteAnnotation } from '../api/delete-annotation'

type SavedMemoryProps = { connectionId: string; note: Annotation; onEdit: () => void }

export function SavedMemory({ connectionId, note, onEdit }: SavedMemoryProps) {
  const { t } = useT()
  const remove = useDeleteAnnotation(connectionId)
  const confirmDelete = () =>
    remove.mutate(note.id, {
      onSuccess: () => toast.success(t('gap.memory.deleted')),
      onError: (error) => toast.error(t('gap.memory.deleteFailed'), error.message),
    })
  return (
    <div className="flex flex-col gap-3">
      <p
        dir="auto"
        className="whitespace-pre-wrap rounded-lg bg-primary-soft px-4 py-3 text-primary-soft-foreground text-sm leading-relaxed"
      >
        {note.content}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('gap.memory.edit')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              {t('gap.memory.delete')}
            </Button>
          }
          title={t('gap.memory.deleteTitle')}
          description={t('gap.memory.deleteDescription')}
          cancelLabel={t('gap.memory.keep')}
          confirmLabel={t('gap.memory.deleteConfirm')}
          onConfirm={confirmDelete}
        />
      </div>
    </div>
  )
}
