import { NotebookPen, Plus } from 'lucide-react'
import { useState } from 'react'
import type { Annotation } from '#src/contract/annotations'
import { Button } from '#src/web/components/ui/button'
import { MemoryEditor } from './memory-editor'
import { SavedMemory } from './saved-memory'

type MemoryBlockProps = {
  connectionId: string
  anomalyId: string
  note: Annotation | null
}

/** Spec §4 memory note: none, editing, saved (with Edit and Delete). */
export function MemoryBlock({ connectionId, anomalyId, note }: MemoryBlockProps) {
  const [editing, setEditing] = useState(false)
  return (
    <section
      aria-label="Your memory"
      className="flex flex-col gap-3 rounded-xl border border-border border-dashed bg-background p-4"
    >
      <h4 className="flex items-center gap-2 font-medium text-sm">
        <NotebookPen aria-hidden="true" className="size-4 text-primary" />
        What was happening in your life?
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
          <p className="text-muted-foreground text-sm">
            Only you can see this. A few words of context can change how a pause reads.
          </p>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Plus aria-hidden="true" />
            Add your memory
          </Button>
        </div>
      )}
    </section>
  )
}
