import { Link, useLocation } from 'react-router'
import { cn } from '../../lib/cn'
import type { NavItem } from './nav-links'

type Props = {
  items: NavItem[]
  /** 'bar' for the desktop header, 'stack' for the mobile menu. */
  layout: 'bar' | 'stack'
  onNavigate?: () => void
}

export function NavLinkList({ items, layout, onNavigate }: Props) {
  const { pathname } = useLocation()
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1')}>
      {items.map((item) => {
        const active = item.isActive(pathname)
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'block rounded-lg font-medium text-sm transition-colors duration-150',
                layout === 'bar' ? 'px-3 py-2' : 'px-3 py-3 text-base',
                active
                  ? 'bg-primary-soft text-primary-soft-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
