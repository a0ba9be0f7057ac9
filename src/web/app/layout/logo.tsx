import { Link } from 'react-router'
import { cn } from '#src/web/lib/cn'

type Props = { to: string; className?: string }

/** The Cadence mark: four bars of different heights, like a rhythm. */
export function Logo({ to, className }: Props) {
  return (
    <Link
      to={to}
      className={cn(
        'group inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-foreground text-lg tracking-tight',
        className,
      )}
    >
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        className="size-8 shrink-0 transition-transform duration-200 group-hover:scale-105"
      >
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <g className="fill-primary-foreground">
          <rect x="6" y="13" width="3" height="6" rx="1.5" />
          <rect x="11" y="9" width="3" height="14" rx="1.5" />
          <rect x="16" y="6" width="3" height="20" rx="1.5" className="fill-accent" />
          <rect x="21" y="11" width="3" height="10" rx="1.5" />
        </g>
      </svg>
      <span>Cadence</span>
    </Link>
  )
}
