import { useQuery } from '@tanstack/react-query'
import { LogOut, Monitor, Smartphone } from 'lucide-react'
import type { AccountSession } from '#src/contract/account'
import { Badge } from '#src/web/components/ui/badge'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { Skeleton } from '#src/web/components/ui/skeleton'
import { ApiError } from '#src/web/lib/api-client'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { formatAgo } from '#src/web/lib/time-ago'
import { toast } from '#src/web/lib/toast'
import { getSessionsQueryOptions } from '../api/get-sessions'
import { useRevokeSessions } from '../api/revoke-sessions'

const MOBILE = new Set(['iOS', 'Android'])

/** Every device signed in to the account, each with its own "Sign out". */
export function SessionsCard() {
  const { t } = useT()
  const sessions = useQuery(getSessionsQueryOptions())
  const revoke = useRevokeSessions()
  const others = sessions.data?.filter((s) => !s.current) ?? []

  const signOut = (id: string | 'others') =>
    revoke.mutate(id, {
      onSuccess: ({ revoked }) =>
        toast.success(
          t('account.sessions.signedOutTitle'),
          id === 'others'
            ? t('account.sessions.signedOutOthers', { count: revoked })
            : t('account.sessions.signedOutOne'),
        ),
      onError: (error) =>
        toast.error(
          t('account.sessions.failedTitle'),
          error instanceof ApiError ? error.message : t('account.sessions.failed'),
        ),
    })

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-lg">{t('account.sessions.title')}</h2>
          <p className="mt-1 text-muted-foreground text-sm">{t('account.sessions.description')}</p>
        </div>
        {others.length > 0 ? (
          <Button variant="outline" disabled={revoke.isPending} onClick={() => signOut('others')}>
            <LogOut aria-hidden="true" />
            {t('account.sessions.signOutOthers')}
          </Button>
        ) : null}
      </div>
      {sessions.isPending ? (
        <Skeleton className="mt-4 h-16" />
      ) : sessions.isError ? (
        <p className="mt-4 text-danger text-sm" role="alert">
          {t('account.sessions.loadFailed')}{' '}
          <Button variant="link" onClick={() => void sessions.refetch()}>
            {t('account.sessions.retry')}
          </Button>
        </p>
      ) : (
        <ul className="mt-4 divide-y" aria-label={t('account.sessions.title')}>
          {sessions.data.map((s) => (
            <SessionItem
              key={s.id}
              session={s}
              busy={revoke.isPending}
              onSignOut={() => signOut(s.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  )
}

/** One signed-in device: what it is, when it was last used, and its own "Sign out". */
function SessionItem({
  session: s,
  busy,
  onSignOut,
}: {
  session: AccountSession
  busy: boolean
  onSignOut: () => void
}) {
  const { t, locale } = useT()
  const Icon = MOBILE.has(s.os) ? Smartphone : Monitor
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-medium">
            {t('account.sessions.device', { browser: s.browser, os: s.os })}{' '}
            {s.current ? (
              <Badge variant="green" className="ms-1 align-middle">
                {t('account.sessions.thisDevice')}
              </Badge>
            ) : null}
          </p>
          <p className="text-muted-foreground text-sm">
            <T
              id="account.sessions.lastActive"
              values={{ ago: formatAgo(s.lastActiveAt, locale) }}
              components={{ 0: <time dateTime={s.lastActiveAt} /> }}
            />
          </p>
        </div>
      </div>
      {s.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t('account.sessions.signOutDevice', { browser: s.browser, os: s.os })}
          onClick={onSignOut}
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  )
}
