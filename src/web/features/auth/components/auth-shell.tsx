import type { ReactNode } from 'react'
import { Card } from '#src/web/components/ui/card'

interface AuthShellProps {
  title: string
  description?: ReactNode
  /** Above the card: a plan card on the plan sign-up pages. */
  aside?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The centred card every sign-in, sign-up and check-your-email page sits in. */
export function AuthShell({ title, description, aside, children, footer }: AuthShellProps) {
  return (
    <div className="flex min-h-[calc(100dvh-8rem)] items-start justify-center bg-gradient-to-b from-primary-soft/60 to-transparent px-4 py-10 sm:items-center sm:py-16">
      <div className="flex w-full max-w-md flex-col gap-5">
        {aside}
        <Card className="p-6 sm:p-8">
          <div className="mb-6 space-y-2 text-center">
            <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
            {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
          </div>
          {children}
        </Card>
        {footer ? <div className="text-center text-muted-foreground text-sm">{footer}</div> : null}
      </div>
    </div>
  )
}
