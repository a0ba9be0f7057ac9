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
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 cursor-pointer accent-primary"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-medium text-sm">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}
