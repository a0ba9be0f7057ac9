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
import { useT } from '#src/web/lib/i18n/use-t'
import { accountMessage, translatedField } from '../account-messages'

const EmailFormSchema = ChangeEmailSchema.pick({ newEmail: true })
type EmailForm = z.infer<typeof EmailFormSchema>

/** Moves the account to another address once a link mailed there is followed. */
export function EmailForm({ email }: { email: string }) {
  const { t } = useT()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<EmailForm>({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: { newEmail: '' },
  })
  const { isSubmitting } = form.formState

  const onSubmit = async ({ newEmail }: EmailForm) => {
    const { error } = await authClient.changeEmail({ newEmail })
    if (error) {
      form.setError('newEmail', {
        message: accountMessage(t, error.message) || t('account.emailForm.failed'),
      })
      return
    }
    setSentTo(newEmail)
    form.reset()
  }

  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm">
        <span className="text-muted-foreground">{`${t('account.emailForm.current')} `}</span>
        <span className="break-all font-medium">{email}</span>
      </p>
      {sentTo ? <MailSentNotice>{accountMessage(t, EMAIL_CHANGE_REQUESTED)}</MailSentNotice> : null}
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <EmailField
          id="new-email"
          label={t('account.emailForm.label')}
          {...translatedField(registerField(form, 'newEmail'), (m) => accountMessage(t, m))}
        />
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? t('account.emailForm.sending') : t('account.emailForm.send')}
        </Button>
      </form>
    </div>
  )
}
