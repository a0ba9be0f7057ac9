import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type UpdateProfile, UpdateProfileSchema } from '#src/contract/account'
import { NameField } from '#src/web/components/forms/form-field'
import { registerField } from '#src/web/components/forms/register-field'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { refreshSession } from '#src/web/lib/session-store'
import { toast } from '#src/web/lib/toast'
import { accountMessage, translatedField } from '../account-messages'

/** The name shown in the account menu and on the avatar. */
export function ProfileForm({ name }: { name: string }) {
  const { t } = useT()
  const form = useForm<UpdateProfile>({
    resolver: zodResolver(UpdateProfileSchema),
    values: { name },
  })
  const { isSubmitting, isDirty } = form.formState

  const onSubmit = async (values: UpdateProfile) => {
    const { error } = await authClient.updateUser(values)
    if (error) {
      form.setError('name', {
        message: accountMessage(t, error.message) || t('account.profileForm.failed'),
      })
      return
    }
    // The header's avatar and account menu read the session: read it again now.
    await refreshSession()
    toast.success(t('account.profileForm.savedTitle'), t('account.profileForm.saved'))
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <NameField
        id="profile-name"
        label={t('account.profileForm.label')}
        {...translatedField(registerField(form, 'name'), (m) => accountMessage(t, m))}
      />
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? t('account.profileForm.saving') : t('account.profileForm.save')}
      </Button>
    </form>
  )
}
