import type { ReactNode } from 'react'
import { cn } from '#src/web/lib/cn'

export type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: ReactNode
  description?: ReactNode
  /** h1 on a page of its own, h2 inside the landing page. */
  level?: 'h1' | 'h2'
  className?: string
}

export function SectionHeading(props: SectionHeadingProps) {
  const { id, eyebrow, title, description, level = 'h2', className } = props
  const Heading = level
  return (
    <div
      className={cn('mx-auto flex max-w-2xl flex-col items-center gap-3 text-center', className)}
    >
      {eyebrow ? (
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
      ) : null}
      <Heading id={id} className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
        {title}
      </Heading>
      {description ? (
        <p className="text-pretty text-lg text-muted-foreground">{description}</p>
      ) : null}
    </div>
  )
}
