// Drop a file or click to browse. The real file input stays in the tab order (visually
// hidden), so the zone works with a keyboard and a screen reader; only the first file is taken.

import { FileUp } from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { cn } from '#src/web/lib/cn'
import { useHydrated } from '#src/web/lib/use-hydrated'

export function FileDropZone({
  onFile,
  title,
  hint,
  accept,
  disabled,
  describedBy,
}: {
  onFile: (file: File) => void
  title: string
  hint: string
  accept: string
  disabled?: boolean
  /** An element that also describes the input, e.g. the current error. */
  describedBy?: string
}) {
  const [hover, setHover] = useState(false)
  const inputId = useId()
  const hintId = useId()
  // A file picked before the page's code runs would be lost: the input waits for it.
  const hydrated = useHydrated()

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
      <span className="font-medium">{title}</span>
      <span id={hintId} className="text-muted-foreground text-sm">
        {hint}
      </span>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        disabled={disabled || !hydrated}
        className="sr-only"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          // Picking the same file again after an error should work again.
          event.currentTarget.value = ''
          if (file) onFile(file)
        }}
      />
    </label>
  )
}
