import { useId } from 'react'

type CheckboxFieldProps = {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: string
}

export function CheckboxField({ label, checked, onChange, hint }: CheckboxFieldProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-0.5">
      {/* The whole row is the label, at least a finger tall on a phone. */}
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-2.5 font-medium text-sm sm:min-h-0 sm:items-start"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 shrink-0 cursor-pointer accent-primary sm:mt-0.5"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ps-6.5 text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
