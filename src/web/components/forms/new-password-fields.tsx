import type { UseFormRegisterReturn } from 'react-hook-form'
import { PasswordField } from './form-field'

/** One registered input of a react-hook-form form, with its own message when the form shows one. */
type FieldBinding = UseFormRegisterReturn & { error?: string | undefined }

const FIELDS = [
  { key: 'newPassword', id: 'new-password', label: 'New password' },
  { key: 'confirmPassword', id: 'confirm-password', label: 'Confirm new password' },
] as const

/**
 * A new password and the same again: the pair the password reset and Account Settings share.
 * Both are `new-password` for the browser, so a password manager may suggest one.
 */
export function NewPasswordFields(fields: Record<(typeof FIELDS)[number]['key'], FieldBinding>) {
  return FIELDS.map(({ key, id, label }) => (
    <PasswordField key={key} id={id} label={label} autoComplete="new-password" {...fields[key]} />
  ))
}
