import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { NewPasswordSchema, PASSWORDS_DIFFER } from '#src/contract/account'
import { FILL_ALL_FIELDS } from '#src/contract/auth'
import { PasswordField } from '#src/web/components/forms/form-field'
import { NewPasswordFields } from '#src/web/components/forms/new-password-fields'
import { registerField } from '#src/web/components/forms/register-field'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { accountMessage, translatedField } from '../account-messages'
import { getSessionsQueryOptions } from '../api/get-sessions'

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

/** Needs the current password; every other device is signed out. */
export function PasswordForm() {
  const { t } = useT()
  const translate = (message: string | undefined) => accountMessage(t, message)
  const queryClient = useQueryClient()
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
        form.setError('currentPassword', { message: t('account.passwordForm.wrongCurrent') })
      else
        form.setError('root', {
          message: accountMessage(t, error.message) || t('account.passwordForm.failed'),
        })
      return
    }
    form.reset()
    // The other devices were signed out: the sessions list reads again.
    await queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey })
    toast.success(t('account.passwordForm.changedTitle'), t('account.passwordForm.changed'))
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <PasswordField
        id="current-password"
        label={t('account.passwordForm.current')}
        autoComplete="current-password"
        {...translatedField(registerField(form, 'currentPassword'), translate)}
      />
      <NewPasswordFields
        newPassword={translatedField(registerField(form, 'newPassword'), translate)}
        confirmPassword={translatedField(registerField(form, 'confirmPassword'), translate)}
      />
      {errors.root?.message ? (
        <p role="alert" className="text-danger text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('account.passwordForm.changing') : t('account.passwordForm.change')}
      </Button>
    </form>
  )
}
