import type { ComponentProps, ReactNode } from 'react'
import { Input } from '../ui/input'
import { Label } from '../ui/label'

type FieldTexts = {
  id: string
  label: string
  /** A line under the control that says what it expects. */
  hint?: string | undefined
  /** The field's own message under it; forms that show one message for all leave it out. */
  error?: string | undefined
}

/** What a field hands its control: the id its label names, and what describes it. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * A labelled control of any kind (an input, a select) with an optional hint and an optional
 * message of its own. The control is described by both (`aria-describedby`) and marked
 * `aria-invalid` while it has a message.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: FieldTexts & { children: (control: FieldControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export type FormFieldProps = ComponentProps<typeof Input> & FieldTexts

/** A labelled input: a Field whose control is an Input. */
export function FormField({ id, label, hint, error, ...input }: FormFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  )
}

/** A password input: a FormField whose type is always `password`. */
export function PasswordField(props: Omit<FormFieldProps, 'type'>) {
  return <FormField {...props} type="password" />
}

/** An e-mail address input: a FormField of type `email` that browsers may fill in. */
export function EmailField(props: Omit<FormFieldProps, 'type' | 'autoComplete'>) {
  return <FormField {...props} type="email" autoComplete="email" />
}

/** A person's name: a FormField that browsers may fill in with the name they know. */
export function NameField(props: Omit<FormFieldProps, 'autoComplete'>) {
  return <FormField {...props} autoComplete="name" />
}
