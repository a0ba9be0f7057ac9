import type { ComponentProps } from 'react'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

type SettingsFieldProps = ComponentProps<typeof Input> & {
  id: string
  label: string
  error?: string | undefined
}

/** A labelled input of an Account Settings form, with its own message under it. */
export function SettingsField({ id, label, error, ...input }: SettingsFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
