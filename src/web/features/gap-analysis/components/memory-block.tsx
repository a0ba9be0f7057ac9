import { NotebookPen, Plus } from 'lucide-react'
import { useState } from 'react'
import type { Annotation } from '#src/contract/annotations'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { MemoryEditor } from './memory-editor'
import { SavedMemory } from './saved-memory'

type MemoryBlockProps = {
  connectionId: string
  anomalyId: string
  note: Annotation | null
}

/** docs/product.md §4 memory note: none, editing, saved (with Edit and Delete). */
export function MemoryBlock({ connectionId, anomalyId, note }: MemoryBlockProps) {
  const { t } = useT()
  const [editing, setEditing] = useState(false)
  return (
    <section
      aria-label={t('gap.memory.label')}
      className="flex flex-col gap-3 rounded-xl border border-border border-dashed bg-background p-4"
    >
      <h4 className="flex items-center gap-2 font-medium text-sm">
        <NotebookPen aria-hidden="true" className="size-4 text-primary" />
        {t('gap.memory.heading')}
      </h4>
      {editing ? (
        <MemoryEditor
          connectionId={connectionId}
          anomalyId={anomalyId}
          note={note}
          onDone={() => setEditing(false)}
        />
      ) : note ? (
        <SavedMemory connectionId={connectionId} note={note} onEdit={() => setEditing(true)} />
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-muted-foreground text-sm">{t('gap.memory.intro')}</p>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Plus aria-hidden="true" />
            {t('gap.memory.add')}
          </Button>
        </div>
      )}
    </section>
  )
}
