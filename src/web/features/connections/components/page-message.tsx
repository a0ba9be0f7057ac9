import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '#src/web/components/ui/card'

type PageMessageProps = {
  icon: LucideIcon
  title: string
  children?: ReactNode
  actions?: ReactNode
}

/** A full-page state of the connection pages: invalid id, timeout, not found. */
export function PageMessage({ icon: Icon, title, children, actions }: PageMessageProps) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <span className="rounded-full bg-muted p-3 text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
        {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </Card>
    </div>
  )
}
