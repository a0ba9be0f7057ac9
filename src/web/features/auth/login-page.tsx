import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { type SignIn, SignInSchema } from '#src/contract/auth'
import { EmailField, PasswordField } from '../../components/forms/form-field'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { authClient } from '../../lib/auth-client'
import { returnToFromState } from '../../lib/return-to'
import { refreshSession } from '../../lib/use-session'
import { confirmationProblem, NOT_CONFIRMED, serverMessage, UNEXPECTED } from './auth-messages'
import { AuthShell } from './components/auth-shell'
import { FormMessage } from './components/form-message'

export default function LoginPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const [serverError, setServerError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  const form = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const firstError = errors.email?.message ?? errors.password?.message
  const notice =
    params.get('reset') === 'done'
      ? 'Your password has been changed and every device was signed out. Sign in with your new password.'
      : confirmationProblem(params.get('confirmation'))

  const onSubmit = async (values: SignIn) => {
    setServerError(null)
    setUnconfirmed(null)
    try {
      const { error } = await authClient.signIn.email(values)
      if (error) {
        if (error.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(values.email)
        setServerError(
          error.code === 'EMAIL_NOT_VERIFIED'
            ? NOT_CONFIRMED
            : (serverMessage(error) ?? UNEXPECTED),
        )
        return
      }
      await refreshSession()
      navigate(returnToFromState(location.state), { replace: true })
    } catch {
      setServerError(UNEXPECTED)
    }
  }

  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to see the rhythm of your connections."
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/signup" className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {notice ? (
        <Alert variant="info" className="mb-5" role="status">
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <EmailField id="email" label="Email" {...form.register('email')} />
        <div className="space-y-1.5">
          <PasswordField
            id="password"
            label="Password"
            autoComplete="current-password"
            {...form.register('password')}
          />
          <p className="text-right text-sm">
            <Link to="/forgot-password" className="font-medium text-primary hover:underline">
              Forgot password?
            </Link>
          </p>
        </div>
        <FormMessage>{firstError ?? serverError}</FormMessage>
        {unconfirmed ? (
          <p className="text-sm">
            <Link
              to={`/confirm-email?${new URLSearchParams({ email: unconfirmed })}`}
              className="font-medium text-primary hover:underline"
            >
              Resend the confirmation email
            </Link>
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthShell>
  )
}
