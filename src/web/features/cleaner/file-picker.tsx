// Pick or drop the raw export. The real file input stays in the tab order
// (visually hidden), so the zone works with a keyboard and a screen reader.

import { FileUp } from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { cn } from '../../lib/cn'

export function FilePicker({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void
  disabled?: boolean
}) {
  const inputId = useId()
  const hintId = useId()
  const [dragging, setDragging] = useState(false)

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border bg-surface px-4 py-10 text-center transition-colors',
        'hover:border-primary/50 hover:bg-primary-soft/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
        dragging && 'border-primary bg-primary-soft',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <FileUp aria-hidden="true" className="size-8 text-primary" />
      <span className="font-medium">Choose your chat export or drop it here</span>
      <span id={hintId} className="text-muted-foreground text-sm">
        WhatsApp .txt (Android or iPhone) or Telegram Desktop result.json
      </span>
      <input
        id={inputId}
        type="file"
        accept=".txt,.json,text/plain,application/json"
        aria-describedby={hintId}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) onFile(file)
          // Picking the same file again after an error should clean it again.
          event.target.value = ''
        }}
      />
    </label>
  )
}
