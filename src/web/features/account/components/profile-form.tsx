import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type UpdateProfile, UpdateProfileSchema } from '#src/contract/account'
import { NameField } from '#src/web/components/forms/form-field'
import { registerField } from '#src/web/components/forms/register-field'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'
import { toast } from '#src/web/lib/toast'
import { refreshSession } from '#src/web/lib/use-session'

/** The name shown in the account menu and on the avatar. */
export function ProfileForm({ name }: { name: string }) {
  const form = useForm<UpdateProfile>({
    resolver: zodResolver(UpdateProfileSchema),
    values: { name },
  })
  const { isSubmitting, isDirty } = form.formState

  const onSubmit = async (values: UpdateProfile) => {
    const { error } = await authClient.updateUser(values)
    if (error) {
      form.setError('name', { message: error.message || 'Your name could not be saved.' })
      return
    }
    // The header's avatar and account menu read the session: read it again now.
    await refreshSession()
    toast.success('Profile saved', 'Your name has been updated.')
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
      <NameField id="profile-name" label="Full name" {...registerField(form, 'name')} />
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  )
}
