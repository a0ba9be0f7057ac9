import { FileUp } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn'

/** Drag-and-drop or click-to-browse for one .txt file (spec §2 step 3, §4 drag-hover highlight). */
export function ChatDropZone({
  onFile,
  describedBy,
}: {
  onFile: (file: File) => void
  describedBy?: string
}) {
  const [hover, setHover] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault()
    setHover(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault()
        setHover(true)
      }}
      onDragLeave={() => setHover(false)}
      onDrop={drop}
      data-hover={hover || undefined}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed p-10 text-center transition-colors focus-within:outline-2 focus-within:outline-ring',
        hover
          ? 'border-primary bg-primary-soft'
          : 'border-input bg-background hover:border-primary/50',
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
        <FileUp aria-hidden="true" className="size-6" />
      </span>
      <span className="font-medium">Drop your cleaned .txt file here</span>
      <span className="text-muted-foreground text-sm">
        or click to browse your files (up to 10 MB)
      </span>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".txt,text/plain"
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) onFile(file)
        }}
      />
    </label>
  )
}
