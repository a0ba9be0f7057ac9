import { useMutation } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { type FormEvent, type RefObject, useId, useRef } from 'react'
import {
  NEWSLETTER_FAILURE_DESCRIPTION,
  NEWSLETTER_FAILURE_TITLE,
  NEWSLETTER_SUCCESS_DESCRIPTION,
  NEWSLETTER_SUCCESS_TITLE,
  type NewsletterRequest,
  NewsletterResponseSchema,
} from '#src/contract/newsletter'
import type { MessageId } from '#src/i18n/messages'
import { apiFetch } from '#src/web/lib/api-client'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { toast } from '#src/web/lib/toast'
import { useHydrated } from '#src/web/lib/use-hydrated'
import { Button } from './ui/button'
import { Input } from './ui/input'

/** The toasts of docs/product.md §8 (the contract's English) → their messages in the common catalog. */
export const NEWSLETTER_TOAST_MESSAGES = {
  [NEWSLETTER_SUCCESS_TITLE]: 'common.newsletter.success.title',
  [NEWSLETTER_SUCCESS_DESCRIPTION]: 'common.newsletter.success.description',
  [NEWSLETTER_FAILURE_TITLE]: 'common.newsletter.failure.title',
  [NEWSLETTER_FAILURE_DESCRIPTION]: 'common.newsletter.failure.description',
} as const satisfies Record<string, MessageId>

const subscribe = (body: NewsletterRequest) =>
  apiFetch('/api/newsletter', { method: 'POST', body, schema: NewsletterResponseSchema })

/** Signing up, with the toasts of docs/product.md §8; once subscribed, the form is emptied. */
function useSubscribe(form: RefObject<HTMLFormElement | null>) {
  const { t } = useT()
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => {
      form.current?.reset()
      toast.success(
        t(NEWSLETTER_TOAST_MESSAGES[NEWSLETTER_SUCCESS_TITLE]),
        t(NEWSLETTER_TOAST_MESSAGES[NEWSLETTER_SUCCESS_DESCRIPTION]),
      )
    },
    onError: () =>
      toast.error(
        t(NEWSLETTER_TOAST_MESSAGES[NEWSLETTER_FAILURE_TITLE]),
        t(NEWSLETTER_TOAST_MESSAGES[NEWSLETTER_FAILURE_DESCRIPTION]),
      ),
  })
}

/** docs/product.md §2: the 'Stay Connected' newsletter block with the §8 toasts. */
export function NewsletterSignup({ className }: { className?: string }) {
  const { t } = useT()
  // The fields are read from the form itself, not from React state: what a reader typed
  // while the server-rendered page was still being hydrated is kept and sent.
  const form = useRef<HTMLFormElement>(null)
  const inputId = useId()
  const hydrated = useHydrated()
  const mutation = useSubscribe(form)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '')
    // docs/product.md §5: an empty e-mail submits nothing.
    if (!email.trim()) return
    // Hidden honeypot: people never see or fill it, form-filling bots do.
    const website = String(data.get('website') ?? '')
    mutation.mutate({ email, website: website || undefined })
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={cn(
        'relative overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-primary-soft via-surface to-accent-soft px-6 py-10 text-center shadow-sm sm:px-10',
        className,
      )}
    >
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-surface text-primary shadow-sm">
        <Mail aria-hidden="true" className="size-5" />
      </div>
      <h2 id={`${inputId}-title`} className="font-semibold text-2xl tracking-tight">
        {t('common.newsletter.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        {t('common.newsletter.description')}
      </p>
      <form
        ref={form}
        onSubmit={onSubmit}
        className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        aria-busy={mutation.isPending}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('common.newsletter.emailLabel')}
        </label>
        <Input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('common.newsletter.emailPlaceholder')}
          className="h-11 flex-1"
        />
        <div aria-hidden="true" className="absolute start-[-9999px] h-px w-px overflow-hidden">
          <input tabIndex={-1} autoComplete="off" name="website" />
        </div>
        <Button type="submit" size="lg" className="h-11" disabled={mutation.isPending || !hydrated}>
          {mutation.isPending
            ? t('common.newsletter.subscribing')
            : t('common.newsletter.subscribe')}
        </Button>
      </form>
    </section>
  )
}
