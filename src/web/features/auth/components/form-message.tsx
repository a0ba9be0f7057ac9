import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert, AlertDescription } from '#src/web/components/ui/alert'

/** The form's one error line, announced to screen readers. */
export function FormMessage({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <Alert variant="destructive" data-testid="form-message">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}
