import { Check, CircleAlert, Mail } from 'lucide-react'
import type { MessageId } from '#src/i18n/messages'
import { Alert, AlertDescription } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { useResendConfirmation } from '../api/resend-confirmation'

const LABELS = {
  idle: 'auth.resend.idle',
  sending: 'auth.resend.sending',
  sent: 'auth.resend.sent',
} as const satisfies Record<string, MessageId>

/** Set to `failed` on a check-your-mail page when sign-up could not send the confirmation mail. */
export const MAIL_FAILED_PARAM = 'mail'
export const mailFailedIn = (params: URLSearchParams) => params.get(MAIL_FAILED_PARAM) === 'failed'

/**
 * Disabled without an address (docs/product.md §2) and while sending. After a sign-up whose mail failed
 * (`mailFailed`) it says so above the button, until a resend goes out.
 */
export function ResendButton({
  email,
  callbackURL,
  mailFailed = false,
}: {
  email: string
  callbackURL: string
  mailFailed?: boolean
}) {
  const { t } = useT()
  const { state, resend } = useResendConfirmation(email, callbackURL)
  return (
    <>
      {mailFailed && state !== 'sent' ? (
        <Alert variant="warning" data-testid="confirmation-mail-failed">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{t('auth.resend.mailFailed')}</AlertDescription>
        </Alert>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={!email || state === 'sending'}
        onClick={() => void resend()}
      >
        {state === 'sent' ? <Check aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {t(LABELS[state])}
      </Button>
    </>
  )
}
