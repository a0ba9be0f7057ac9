import { FileUp } from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { cn } from '../../../lib/cn'

type ChatDropZoneProps = {
  onFile: (file: File) => void
  disabled?: boolean
}

/** Drag-and-drop or browse; only the first file is taken (spec §5). */
export function ChatDropZone({ onFile, disabled }: ChatDropZoneProps) {
  const [hover, setHover] = useState(false)
  const inputId = useId()

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setHover(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
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
        'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors focus-within:outline-2 focus-within:outline-ring sm:p-10',
        hover
          ? 'border-primary bg-primary-soft'
          : 'border-input bg-background hover:border-primary/50',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
        <FileUp aria-hidden="true" className="size-6" />
      </span>
      <span className="font-medium">Drop your chat export here</span>
      <span className="text-muted-foreground text-sm">
        or click to browse: a cleaned .txt file, or a raw WhatsApp or Telegram export (up to 10 MB)
      </span>
      <input
        id={inputId}
        type="file"
        accept=".txt,.json,text/plain,application/json"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) onFile(file)
        }}
      />
    </label>
  )
}
