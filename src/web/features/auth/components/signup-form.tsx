import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { type ConfirmationMailState, confirmationLanding, SignUpSchema } from '#src/contract/auth'
import type { Plan } from '#src/contract/plans'
import { rememberSignUpInThisTab } from '#src/web/components/billing/payment-redirect-claim'
import { fieldMessage } from '#src/web/components/forms/field-messages'
import { EmailField, NameField, PasswordField } from '#src/web/components/forms/form-field'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { useSignUp } from '../api/sign-up'
import { failureMessage } from '../auth-messages'
import { FormMessage } from './form-message'
import { MAIL_FAILED_PARAM } from './resend-button'

type SignUpInput = z.input<typeof SignUpSchema>
type SignUpValues = z.output<typeof SignUpSchema>

export function SignupForm({ plan, onPlanPage }: { plan: Plan; onPlanPage: boolean }) {
  const { t } = useT()
  const navigate = useNavigate()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { email: '', password: '', name: '', subscriptionTier: plan.tier },
  })
  const { errors, isSubmitting } = form.formState
  const { mutateAsync: signUp } = useSignUp()
  const firstError = errors.email?.message ?? errors.password?.message ?? errors.name?.message

  const onSubmit = async (values: SignUpValues) => {
    setServerError(null)
    let confirmationMail: ConfirmationMailState
    try {
      // The tier comes from the page, not from anything the visitor could edit in the form.
      confirmationMail = await signUp({
        values: { ...values, subscriptionTier: plan.tier },
        callbackURL: confirmationLanding(values.email, plan.tier),
      })
    } catch (error) {
      setServerError(failureMessage(error, t))
      return
    }
    if (plan.tier !== 'free') rememberSignUpInThisTab()
    const query = new URLSearchParams({ email: values.email })
    if (plan.tier !== 'free') query.set('tier', plan.tier)
    // The check-your-mail page then says the mail was not sent, next to its resend button.
    if (confirmationMail === 'failed') query.set(MAIL_FAILED_PARAM, 'failed')
    navigate(`${plan.tier === 'free' ? '/confirm-email' : '/confirm-email-payment'}?${query}`)
  }

  const idleLabel = onPlanPage
    ? t('auth.signUp.submitPlan', { plan: plan.name })
    : t('auth.signUp.submit')
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <NameField id="name" label={t('auth.field.fullNameOptional')} {...form.register('name')} />
      <EmailField id="email" label={t('auth.field.email')} {...form.register('email')} />
      <PasswordField
        id="password"
        label={t('auth.field.password')}
        autoComplete="new-password"
        hint={t('auth.field.passwordHint')}
        {...form.register('password')}
      />
      {plan.tier !== 'free' ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">
          {t('auth.signUp.paymentAfterConfirmation')}
        </p>
      ) : null}
      <FormMessage>{firstError ? fieldMessage(firstError, t) : serverError}</FormMessage>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signUp.submitting') : idleLabel}
      </Button>
    </form>
  )
}
