import { type FormEvent, useId, useState } from 'react'
import { type Annotation, isSavableMemory, MEMORY_MAX_LENGTH } from '#src/contract/annotations'
import { Button } from '#src/web/components/ui/button'
import { Label } from '#src/web/components/ui/label'
import { Textarea } from '#src/web/components/ui/textarea'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useSaveMemory } from '../api/save-memory'

type MemoryEditorProps = {
  connectionId: string
  anomalyId: string
  /** The saved note being edited, or null for a new one. */
  note: Annotation | null
  onDone: () => void
}

export function MemoryEditor({ connectionId, anomalyId, note, onDone }: MemoryEditorProps) {
  const { t } = useT()
  const [text, setText] = useState(note?.content ?? '')
  const save = useSaveMemory(connectionId)
  const fieldId = useId()
  const canSave = isSavableMemory(text) && !save.isPending

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSave) return
    save.mutate(
      { anomalyId, content: text, existingId: note?.id ?? null },
      {
        onSuccess: () => {
          toast.success(t('gap.memory.saved'))
          onDone()
        },
        onError: (error) => toast.error(t('gap.memory.saveFailed'), error.message),
      },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={fieldId} className="sr-only">
        {t('gap.memory.label')}
      </Label>
      <Textarea
        id={fieldId}
        value={text}
        // A memory reads in the direction of the words it is written in, whatever the page's.
        dir="auto"
        autoFocus
        maxLength={MEMORY_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('gap.memory.placeholder')}
      />
      <div className="flex items-center justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
          {t('gap.memory.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!canSave}>
          {save.isPending ? t('gap.memory.saving') : t('gap.memory.save')}
        </Button>
      </div>
    </form>
  )
}
