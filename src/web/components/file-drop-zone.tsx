// Drop a file or click to browse. The real file input stays in the tab order (visually
// hidden), so the zone works with a keyboard and a screen reader; only the first file is taken.
// While the file is read, the zone can show that work in its own box (`busy`).

import { FileUp } from 'lucide-react'
import { type DragEvent, type ReactNode, useId, useState } from 'react'
import { cn } from '#src/web/lib/cn'
import { useHydrated } from '#src/web/lib/use-hydrated'

export function FileDropZone({
  onFile,
  title,
  hint,
  accept,
  disabled,
  describedBy,
  busy,
}: {
  onFile: (file: File) => void
  title: string
  hint: string
  accept: string
  disabled?: boolean
  /** An element that also describes the input, e.g. the current error. */
  describedBy?: string
  /**
   * What the zone shows instead of its invitation while the file is worked on, in the same box,
   * which takes no file then. The box stays in place: the page around it is not laid out again,
   * and the element under the pointer stays the same.
   */
  busy?: ReactNode
}) {
  const [hover, setHover] = useState(false)
  const inputId = useId()
  const hintId = useId()
  // A file picked before the page's code runs would be lost: the input waits for it.
  const hydrated = useHydrated()

  const taking = !disabled && busy === undefined
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setHover(false)
    const file = event.dataTransfer.files[0]
    if (file && taking) onFile(file)
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        // Always: a file let fall here must not open in the tab, even while the zone is busy.
        event.preventDefault()
        if (taking) setHover(true)
      }}
      onDragLeave={() => setHover(false)}
      onDrop={drop}
      data-hover={hover || undefined}
      aria-busy={busy === undefined ? undefined : true}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors focus-within:outline-2 focus-within:outline-ring sm:p-10',
        busy === undefined && 'cursor-pointer',
        hover
          ? 'border-primary bg-primary-soft'
          : 'border-input bg-background hover:border-primary/50',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
        <FileUp aria-hidden="true" className="size-6" />
      </span>
      {busy ?? <Invitation title={title} hint={hint} hintId={hintId} />}
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-describedby={busy === undefined ? [hintId, describedBy].join(' ').trim() : undefined}
        disabled={!taking || !hydrated}
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

/** What the zone asks for, and the hint that also describes its input. */
function Invitation({ title, hint, hintId }: { title: string; hint: string; hintId: string }) {
  return (
    <>
      <span className="font-medium">{title}</span>
      <span id={hintId} className="text-muted-foreground text-sm">
        {hint}
      </span>
    </>
  )
}
