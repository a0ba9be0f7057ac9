import { MailCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert, AlertDescription } from '../ui/alert'

/** Says that a link is on its way by e-mail, announced to screen readers. */
export function MailSentNotice({ children }: { children: ReactNode }) {
  return (
    <Alert variant="success" role="status">
      <MailCheck aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}
