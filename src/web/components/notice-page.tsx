import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#src/web/lib/cn'
import { Button } from './ui/button'

type NoticePageProps = {
  icon: LucideIcon
  /** The icon tile's colours and shape. */
  tone: string
  /** A short line above the title ('404'). */
  eyebrow?: string
  title: string
  body: string
  /** The one way on: a link, styled as the page's button. */
  action: ReactNode
}

/** A whole page that says why it cannot show what was asked for, and offers one way on. */
export function NoticePage({ icon: Icon, tone, eyebrow, title, body, action }: NoticePageProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <div className={cn('mb-6 flex size-14 items-center justify-center', tone)}>
        <Icon aria-hidden="true" className="size-7" />
      </div>
      {eyebrow ? <p className="mb-2 font-medium text-primary text-sm">{eyebrow}</p> : null}
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="mt-3 text-pretty text-muted-foreground">{body}</p>
      <Button asChild className="mt-8">
        {action}
      </Button>
    </section>
  )
}
