import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ForgotPassword, ForgotPasswordSchema, RESET_REQUESTED } from '#src/contract/account'
import { EmailField } from '../../components/forms/form-field'
import { MailSentNotice } from '../../components/forms/mail-sent-notice'
import { Button } from '../../components/ui/button'
import { authClient } from '../../lib/auth-client'
import { UNEXPECTED } from './auth-messages'
import { AuthShell } from './components/auth-shell'
import { BackToSignIn } from './components/back-to-sign-in'
import { FormMessage } from './components/form-message'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = async ({ email }: ForgotPassword) => {
    setServerError(null)
    try {
      const { error } = await authClient.requestPasswordReset({ email })
      if (error) {
        setServerError(error.message || UNEXPECTED)
        return
      }
      setSentTo(email)
    } catch {
      setServerError(UNEXPECTED)
    }
  }

  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<BackToSignIn />}
    >
      {sentTo ? (
        <MailSentNotice>{RESET_REQUESTED}</MailSentNotice>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <EmailField id="email" label="Email" {...form.register('email')} />
          <FormMessage>{errors.email?.message ?? serverError}</FormMessage>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthShell>
  )
}
