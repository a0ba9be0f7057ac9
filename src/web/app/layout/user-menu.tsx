import { LogOut, Settings } from 'lucide-react'
import { Link } from 'react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/web/components/ui/dropdown-menu'
import { useT } from '#src/web/lib/i18n/use-t'
import type { SessionUser } from '#src/web/lib/use-session'
import { useSignOut } from './use-sign-out'
import { UserAvatar } from './user-avatar'

export default function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useT()
  const signOut = useSignOut()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('common.nav.accountMenu')}
        className="cursor-pointer rounded-full transition-transform duration-150 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <UserAvatar name={user.name} email={user.email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <p className="truncate font-medium">{user.name ?? t('common.nav.userFallback')}</p>
          <p className="truncate font-normal text-muted-foreground text-xs">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account-settings">
            <Settings aria-hidden="true" />
            {t('common.nav.accountSettings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('common.nav.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
