import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ForgotPassword, ForgotPasswordSchema } from '#src/contract/account'
import { fieldMessage } from '#src/web/components/forms/field-messages'
import { EmailField } from '#src/web/components/forms/form-field'
import { MailSentNotice } from '#src/web/components/forms/mail-sent-notice'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { translateServerError, UNEXPECTED } from './auth-messages'
import { AuthShell } from './components/auth-shell'
import { BackToSignIn } from './components/back-to-sign-in'
import { FormMessage } from './components/form-message'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useT()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState
  const fieldError = errors.email?.message

  const onSubmit = async ({ email }: ForgotPassword) => {
    setServerError(null)
    try {
      const { error } = await authClient.requestPasswordReset({ email })
      if (error) {
        setServerError(
          error.message
            ? translateServerError({ code: error.code, message: error.message }, t)
            : t(UNEXPECTED),
        )
        return
      }
      setSentTo(email)
    } catch {
      setServerError(t(UNEXPECTED))
    }
  }

  return (
    <AuthShell
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      footer={<BackToSignIn />}
    >
      {sentTo ? (
        <MailSentNotice>{t('auth.forgot.sent')}</MailSentNotice>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <EmailField id="email" label={t('auth.field.email')} {...form.register('email')} />
          <FormMessage>{fieldError ? fieldMessage(fieldError, t) : serverError}</FormMessage>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthShell>
  )
}
