import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { NewPasswordSchema, PASSWORDS_DIFFER } from '#src/contract/account'
import { FILL_ALL_FIELDS } from '#src/contract/auth'
import { PasswordField } from '#src/web/components/forms/form-field'
import { NewPasswordFields } from '#src/web/components/forms/new-password-fields'
import { registerField } from '#src/web/components/forms/register-field'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'
import { toast } from '#src/web/lib/toast'
import { useRefreshSessions } from '../api/list-sessions'

const PasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, FILL_ALL_FIELDS),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  })
type PasswordForm = z.infer<typeof PasswordFormSchema>

const WRONG_CURRENT = 'Your current password is not correct.'

/** Needs the current password; every other device is signed out. */
export function PasswordForm() {
  const refreshSessions = useRefreshSessions()
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = async ({ currentPassword, newPassword }: PasswordForm) => {
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    })
    if (error) {
      if (error.code === 'INVALID_PASSWORD')
        form.setError('currentPassword', { message: WRONG_CURRENT })
      else
        form.setError('root', { message: error.message || 'Your password could not be changed.' })
      return
    }
    form.reset()
    await refreshSessions()
    toast.success('Password changed', 'Every other device has been signed out.')
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <PasswordField
        id="current-password"
        label="Current password"
        autoComplete="current-password"
        {...registerField(form, 'currentPassword')}
      />
      <NewPasswordFields
        newPassword={registerField(form, 'newPassword')}
        confirmPassword={registerField(form, 'confirmPassword')}
      />
      {errors.root?.message ? (
        <p role="alert" className="text-danger text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  )
}
