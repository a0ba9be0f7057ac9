import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from './ui/card'

type PageStateProps = {
  icon: LucideIcon
  title: string
  children?: ReactNode
  actions?: ReactNode
}

/** A page that has only a state to show: an invalid id, a timeout, nothing found, an error. */
export function PageState({ icon: Icon, title, children, actions }: PageStateProps) {
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
