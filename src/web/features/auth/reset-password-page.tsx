import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { NewPasswordSchema, PASSWORDS_DIFFER } from '#src/contract/account'
import { fieldMessage } from '#src/web/components/forms/field-messages'
import { NewPasswordFields } from '#src/web/components/forms/new-password-fields'
import { Alert, AlertDescription } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { authClient } from '#src/web/lib/auth-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { translateServerError, UNEXPECTED } from './auth-messages'
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
  const { t } = useT()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const fieldError = errors.newPassword?.message ?? errors.confirmPassword?.message
  const linkBroken = !token || params.has('error')

  const onSubmit = async ({ newPassword }: ResetForm) => {
    if (!token) return
    setServerError(null)
    try {
      const { error } = await authClient.resetPassword({ newPassword, token })
      if (error) {
        setServerError(
          error.code === 'INVALID_TOKEN'
            ? t('auth.reset.linkInvalid')
            : error.message
              ? translateServerError({ code: error.code, message: error.message }, t)
              : t(UNEXPECTED),
        )
        return
      }
      navigate('/login?reset=done', { replace: true })
    } catch {
      setServerError(t(UNEXPECTED))
    }
  }

  return (
    <AuthShell
      title={t('auth.reset.title')}
      description={t('auth.reset.description')}
      footer={<BackToSignIn />}
    >
      {linkBroken ? (
        <div className="space-y-4">
          <Alert variant="destructive">
            <AlertDescription>{t('auth.reset.linkInvalid')}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">{t('auth.reset.newLink')}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <NewPasswordFields
            newPassword={form.register('newPassword')}
            confirmPassword={form.register('confirmPassword')}
          />
          <FormMessage>{fieldError ? fieldMessage(fieldError, t) : serverError}</FormMessage>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthShell>
  )
}
