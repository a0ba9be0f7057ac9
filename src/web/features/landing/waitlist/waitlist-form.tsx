import { CircleAlert, CircleCheck } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#src/web/components/ui/button'
import { Input } from '#src/web/components/ui/input'
import { useT } from '#src/web/lib/i18n/use-t'
import { useHydrated } from '#src/web/lib/use-hydrated'

type FormState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; message: string }

// docs/product.md §8, as in the contract: repeated here because importing the contract would pull
// its schemas into the landing page's first download; used only if the request module cannot load.
export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.'

async function errorMessage(error: unknown): Promise<string> {
  try {
    const { waitlistErrorMessage } = await import('./api/join-waitlist')
    return waitlistErrorMessage(error)
  } catch {
    return UNEXPECTED_ERROR
  }
}

/** docs/product.md §2 waitlist form, §4 states (idle, submitting, success or inline error), §8 messages. */
export function WaitlistForm() {
  const [state, setState] = useState<FormState>({ kind: 'idle' })
  const errorId = useId()
  const hydrated = useHydrated()
  const { t } = useT()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    if (!email) return
    const website = String(data.get('website') ?? '')
    setState({ kind: 'submitting' })
    try {
      // Loaded on submit: the API client and its schemas stay out of the landing page's first download.
      const { joinWaitlist } = await import('./api/join-waitlist')
      await joinWaitlist(website ? { email, website } : { email })
      setState({ kind: 'success' })
    } catch (error) {
      setState({ kind: 'error', message: await errorMessage(error) })
    }
  }

  if (state.kind === 'success') return <Joined />

  const busy = state.kind === 'submitting'
  return (
    <form
      onSubmit={submit}
      className="flex w-full flex-col gap-3"
      aria-label={t('landing.waitlist.form.label')}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="waitlist-email" className="sr-only">
          {t('landing.waitlist.form.emailLabel')}
        </label>
        <Input
          id="waitlist-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('landing.waitlist.form.placeholder')}
          aria-invalid={state.kind === 'error' || undefined}
          aria-describedby={state.kind === 'error' ? errorId : undefined}
          className="h-12 sm:flex-1"
        />
        {/* Honeypot: invisible to people and assistive tech, filled only by bots. */}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          className="-start-[9999px] absolute h-px w-px opacity-0"
        />
        <Button type="submit" size="lg" disabled={busy || !hydrated}>
          {busy ? t('landing.waitlist.form.joining') : t('landing.waitlist.form.submit')}
        </Button>
      </div>
      {state.kind === 'error' ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-center gap-2 text-danger-soft-foreground text-sm"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {state.message}
        </p>
      ) : null}
      <p className="text-muted-foreground text-sm">{t('landing.waitlist.form.noSpam')}</p>
    </form>
  )
}

/** The waitlist has the address. */
function Joined() {
  const { t } = useT()
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-xl bg-success-soft p-6 text-success-soft-foreground"
    >
      <CircleCheck aria-hidden="true" className="size-8" />
      <p className="font-semibold text-foreground text-lg">
        {t('landing.waitlist.form.successTitle')}
      </p>
      <p className="text-sm">{t('landing.waitlist.form.successText')}</p>
    </div>
  )
}
