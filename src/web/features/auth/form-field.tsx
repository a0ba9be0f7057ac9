import type { ComponentProps } from 'react'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

type FormFieldProps = ComponentProps<typeof Input> & { id: string; label: string; hint?: string }

/** A labelled input; the form shows its one message above the button (spec §8 form messages). */
export function FormField({ id, label, hint, ...input }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
