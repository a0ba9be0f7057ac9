import { LogOut, Menu, Settings, X } from 'lucide-react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import type { SessionUser } from '#src/web/lib/use-session'
import { NavLinkList } from './nav-link-list'
import { signedInNav, signedOutNav } from './nav-links'
import { useSignOut } from './use-sign-out'
import { UserAvatar } from './user-avatar'

// Written by hand rather than with Radix: the site menu is links shown and hidden by a button
// (WAI-ARIA's disclosure navigation), not a modal and not a menu of commands. Radix's Collapsible
// (5.2 KB gzip) would give the open state and the ARIA attributes only, not the Escape key, the
// tap outside or the focus moved into the panel written below; Dialog (14.2 KB) would trap focus
// and lock scrolling like a modal, and DropdownMenu (32.3 KB) would turn the links into menu
// items. This chunk (1.3 KB gzip of its own) loads on every page once the session is known,
// whatever the screen's width (sizes: each Radix package bundled alone by esbuild, minified,
// React left out).

/** The collapsible small-screen version of the shared navigation. */
export default function MobileNav({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false)
  const { t } = useT()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  useFoldAway(open, setOpen, panelRef, buttonRef)

  // Following a link navigates away, so the menu folds up behind it.
  const close = () => setOpen(false)

  return (
    <div className="md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] animate-slide-down overflow-y-auto border-border border-b bg-surface px-4 pt-3 pb-5 shadow-lg"
      >
        <nav aria-label={t('common.nav.main')}>
          {user ? (
            <div className="mb-3 flex items-center gap-3 rounded-xl bg-muted px-3 py-3">
              <UserAvatar name={user.name} email={user.email} />
              <div className="min-w-0">
                <p className="truncate font-medium text-sm">
                  {user.name ?? t('common.nav.userFallback')}
                </p>
                <p className="truncate text-muted-foreground text-xs">{user.email}</p>
              </div>
            </div>
          ) : null}
          <NavLinkList
            items={user ? signedInNav : signedOutNav}
            layout="stack"
            onNavigate={close}
          />
        </nav>
        <div className="mt-4 border-border border-t pt-4">
          {user ? <AccountActions close={close} /> : <SignInActions close={close} />}
        </div>
      </div>
    </div>
  )
}

/**
 * While the panel is open: focus moves into it, and Escape (back to the button) or a tap
 * anywhere outside the panel and its button folds it up, as people expect.
 */
function useFoldAway(
  open: boolean,
  setOpen: (open: boolean) => void,
  panelRef: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target
      if (!(target instanceof Node)) return
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, setOpen, panelRef, buttonRef])
}

/** Signed in: the account's settings, and signing out. */
function AccountActions({ close }: { close: () => void }) {
  const { t } = useT()
  const signOut = useSignOut()
  return (
    <div className="flex flex-col gap-1">
      <Button asChild variant="ghost" className="justify-start px-3">
        <Link to="/account-settings" onClick={close}>
          <Settings aria-hidden="true" />
          {t('common.nav.accountSettings')}
        </Link>
      </Button>
      <Button
        variant="ghost"
        className="justify-start px-3 text-danger hover:bg-danger-soft"
        onClick={() => {
          close()
          void signOut()
        }}
      >
        <LogOut aria-hidden="true" />
        {t('common.nav.signOut')}
      </Button>
    </div>
  )
}

/** Signed out: signing in, or up. */
function SignInActions({ close }: { close: () => void }) {
  const { t } = useT()
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button asChild variant="outline">
        <Link to="/login" onClick={close}>
          {t('common.nav.signIn')}
        </Link>
      </Button>
      <Button asChild>
        <Link to="/signup" onClick={close}>
          {t('common.nav.signUp')}
        </Link>
      </Button>
    </div>
  )
}
