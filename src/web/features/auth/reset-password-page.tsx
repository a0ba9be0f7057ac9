import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { NewPasswordSchema, PASSWORDS_DIFFER, RESET_LINK_INVALID } from '#src/contract/account'
import { NewPasswordFields } from '../../components/forms/new-password-fields'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { authClient } from '../../lib/auth-client'
import { UNEXPECTED } from './auth-messages'
import { AuthShell } from './components/auth-shell'
import { BackToSignIn } from './components/back-to-sign-in'
import { FormMessage } from './components/form-message'

const ResetFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  })
type ResetForm = z.infer<typeof ResetFormSchema>

/** Where the mailed reset link lands once better-auth has checked its token. */
export default function ResetPasswordPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const linkBroken = !token || params.has('error')

  const onSubmit = async ({ newPassword }: ResetForm) => {
    if (!token) return
    setServerError(null)
    try {
      const { error } = await authClient.resetPassword({ newPassword, token })
      if (error) {
        setServerError(
          error.code === 'INVALID_TOKEN' ? RESET_LINK_INVALID : error.message || UNEXPECTED,
        )
        return
      }
      navigate('/login?reset=done', { replace: true })
    } catch {
      setServerError(UNEXPECTED)
    }
  }

  return (
    <AuthShell
      title="Choose a new password"
      description="At least 6 characters. Every device signed in to your account will be signed out."
      footer={<BackToSignIn />}
    >
      {linkBroken ? (
        <div className="space-y-4">
          <Alert variant="destructive">
            <AlertDescription>{RESET_LINK_INVALID}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Send a new link</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <NewPasswordFields
            newPassword={form.register('newPassword')}
            confirmPassword={form.register('confirmPassword')}
          />
          <FormMessage>
            {errors.newPassword?.message ?? errors.confirmPassword?.message ?? serverError}
          </FormMessage>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthShell>
  )
}
