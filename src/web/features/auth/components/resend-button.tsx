import { Check, Mail } from 'lucide-react'
import { Button } from '#src/web/components/ui/button'
import { useResendConfirmation } from '../api/resend-confirmation'

const LABELS = { idle: 'Resend confirmation email', sending: 'Sending...', sent: 'Email sent!' }

/** Disabled without an address (spec §2) and while sending. */
export function ResendButton({ email, callbackURL }: { email: string; callbackURL: string }) {
  const { state, resend } = useResendConfirmation(email, callbackURL)
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={!email || state === 'sending'}
      onClick={() => void resend()}
    >
      {state === 'sent' ? <Check aria-hidden="true" /> : <Mail aria-hidden="true" />}
      {LABELS[state]}
    </Button>
  )
}
