import { useLocation } from 'react-router'
import { splitLocalePath } from '#src/i18n/locales'
import { cn } from '#src/web/lib/cn'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'
import { useT } from '#src/web/lib/i18n/use-t'
import type { NavItem } from './nav-links'

type Props = {
  items: NavItem[]
  /** 'bar' for the desktop header, 'stack' for the mobile menu. */
  layout: 'bar' | 'stack'
  onNavigate?: () => void
}

export function NavLinkList({ items, layout, onNavigate }: Props) {
  const { pathname } = useLocation()
  const { path } = splitLocalePath(pathname)
  const { t } = useT()
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1')}>
      {items.map((item) => {
        const active = item.isActive(path)
        return (
          <li key={item.to}>
            <LocaleLink
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
              {t(item.label)}
            </LocaleLink>
          </li>
        )
      })}
    </ul>
  )
}
