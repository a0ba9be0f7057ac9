import { ArrowLeft } from 'lucide-react'
import type { MouseEventHandler, ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, type ButtonProps } from './ui/button'

type BackLinkProps = {
  to: string
  children: ReactNode
  /** A ghost button by default, as at the top of a page; an outline one among a state's actions. */
  variant?: 'ghost' | 'outline'
  size?: ButtonProps['size']
  className?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
}

/** A link back to the page this one was opened from, its arrow pointing back in Arabic too. */
export function BackLink({
  to,
  children,
  variant = 'ghost',
  size = 'sm',
  className,
  onClick,
}: BackLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to} onClick={onClick}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {children}
      </Link>
    </Button>
  )
}
