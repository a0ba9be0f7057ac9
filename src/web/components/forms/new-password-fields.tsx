import type { UseFormRegisterReturn } from 'react-hook-form'
import { useT } from '#src/web/lib/i18n/use-t'
import { PasswordField } from './form-field'

/** One registered input of a react-hook-form form, with its own message when the form shows one. */
type FieldBinding = UseFormRegisterReturn & { error?: string | undefined }

const FIELDS = [
  { key: 'newPassword', id: 'new-password', label: 'auth.field.newPassword' },
  { key: 'confirmPassword', id: 'confirm-password', label: 'auth.field.confirmNewPassword' },
] as const

/**
 * A new password and the same again: the pair the password reset and Account Settings share.
 * Both are `new-password` for the browser, so a password manager may suggest one. Its labels are
 * messages of the `auth` area: a page using it loads that area.
 */
export function NewPasswordFields(fields: Record<(typeof FIELDS)[number]['key'], FieldBinding>) {
  const { t } = useT()
  return FIELDS.map(({ key, id, label }) => (
    <PasswordField
      key={key}
      id={id}
      label={t(label)}
      autoComplete="new-password"
      {...fields[key]}
    />
  ))
}
