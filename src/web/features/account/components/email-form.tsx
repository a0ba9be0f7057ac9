import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ChangeEmailSchema, EMAIL_CHANGE_REQUESTED } from '#src/contract/account'
import { EmailField } from '#src/web/components/forms/form-field'
import { MailSentNotice } from '#src/web/components/forms/mail-sent-notice'
import { registerField } from '#src/web/components/forms/register-field'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'

const EmailFormSchema = ChangeEmailSchema.pick({ newEmail: true })
type EmailForm = z.infer<typeof EmailFormSchema>

/** Moves the account to another address once a link mailed there is followed. */
export function EmailForm({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<EmailForm>({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: { newEmail: '' },
  })
  const { isSubmitting } = form.formState

  const onSubmit = async ({ newEmail }: EmailForm) => {
    const { error } = await authClient.changeEmail({ newEmail })
    if (error) {
      form.setError('newEmail', { message: error.message || 'The change could not be asked for.' })
      return
    }
    setSentTo(newEmail)
    form.reset()
  }

  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm">
        <span className="text-muted-foreground">Current address: </span>
        <span className="break-all font-medium">{email}</span>
      </p>
      {sentTo ? <MailSentNotice>{EMAIL_CHANGE_REQUESTED}</MailSentNotice> : null}
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <EmailField id="new-email" label="New email address" {...registerField(form, 'newEmail')} />
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </form>
    </div>
  )
}
