import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { type SignIn, SignInSchema } from '#src/contract/auth'
import type { MessageId } from '#src/i18n/messages'
import { fieldMessage } from '#src/web/components/forms/field-messages'
import { EmailField, PasswordField } from '#src/web/components/forms/form-field'
import { Alert, AlertDescription } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { returnToFromState } from '#src/web/lib/return-to'
import { refreshSession } from '#src/web/lib/session-store'
import { confirmationProblem, NOT_CONFIRMED, serverMessage, UNEXPECTED } from './auth-messages'
import { AuthShell } from './components/auth-shell'
import { FormMessage } from './components/form-message'

/**
 * Signing in: the server's refusal in the reader's language, and the address to confirm when it
 * is not confirmed yet; once signed in, the session is read again and the page the reader came
 * for opens.
 */
function useSignIn() {
  const { t } = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const [serverError, setServerError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)

  const onSubmit = async (values: SignIn) => {
    setServerError(null)
    setUnconfirmed(null)
    try {
      const { error } = await authClient.signIn.email(values)
      if (error) {
        if (error.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(values.email)
        setServerError(
          error.code === 'EMAIL_NOT_VERIFIED'
            ? t(NOT_CONFIRMED)
            : (serverMessage(error, t) ?? t(UNEXPECTED)),
        )
        return
      }
      await refreshSession()
      navigate(returnToFromState(location.state), { replace: true })
    } catch {
      setServerError(t(UNEXPECTED))
    }
  }

  return { serverError, unconfirmed, onSubmit }
}

export default function LoginPage() {
  const { t } = useT()
  const [params] = useSearchParams()
  const { serverError, unconfirmed, onSubmit } = useSignIn()
  const form = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const firstError = errors.email?.message ?? errors.password?.message
  const notice: MessageId | null =
    params.get('reset') === 'done'
      ? 'auth.signIn.resetDone'
      : confirmationProblem(params.get('confirmation'))

  return (
    <AuthShell
      title={t('auth.signIn.title')}
      description={t('auth.signIn.description')}
      footer={
        <T
          id="auth.signIn.noAccount"
          components={{
            0: <Link to="/signup" className="font-medium text-primary hover:underline" />,
          }}
        />
      }
    >
      {notice ? (
        <Alert variant="info" className="mb-5" role="status">
          <AlertDescription>{t(notice)}</AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <EmailField id="email" label={t('auth.field.email')} {...form.register('email')} />
        <div className="space-y-1.5">
          <PasswordField
            id="password"
            label={t('auth.field.password')}
            autoComplete="current-password"
            {...form.register('password')}
          />
          <p className="text-end text-sm">
            <Link to="/forgot-password" className="font-medium text-primary hover:underline">
              {t('auth.signIn.forgotPassword')}
            </Link>
          </p>
        </div>
        <FormMessage>{firstError ? fieldMessage(firstError, t) : serverError}</FormMessage>
        {unconfirmed ? (
          <p className="text-sm">
            <Link
              to={`/confirm-email?${new URLSearchParams({ email: unconfirmed })}`}
              className="font-medium text-primary hover:underline"
            >
              {t('auth.signIn.resendConfirmation')}
            </Link>
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
    </AuthShell>
  )
}
