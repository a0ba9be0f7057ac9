import { useQuery } from '@tanstack/react-query'
import { formatDistanceToNow } from 'date-fns'
import { LogOut, Monitor, Smartphone } from 'lucide-react'
import { Badge } from '#src/web/components/ui/badge'
import { Button } from '#src/web/components/ui/button'
import { Card } from '#src/web/components/ui/card'
import { Skeleton } from '#src/web/components/ui/skeleton'
import { ApiError } from '#src/web/lib/api-client'
import { toast } from '#src/web/lib/toast'
import { sessionsQuery } from '../api/list-sessions'
import { useRevokeSessions } from '../api/revoke-sessions'

const MOBILE = new Set(['iOS', 'Android'])

/** Every device signed in to the account, each with its own "Sign out". */
export function SessionsCard() {
  const sessions = useQuery(sessionsQuery())
  const revoke = useRevokeSessions()
  const others = sessions.data?.filter((s) => !s.current) ?? []

  const signOut = (id: string | 'others') =>
    revoke.mutate(id, {
      onSuccess: ({ revoked }) =>
        toast.success(
          'Signed out',
          id === 'others'
            ? `${revoked} other ${revoked === 1 ? 'device was' : 'devices were'} signed out.`
            : 'That device was signed out.',
        ),
      onError: (error) =>
        toast.error(
          'Sign out failed',
          error instanceof ApiError ? error.message : 'Please try again.',
        ),
    })

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-lg">Signed-in devices</h2>
          <p className="mt-1 text-muted-foreground text-sm">
            Where your account is signed in now. Sign out any device you do not recognise.
          </p>
        </div>
        {others.length > 0 ? (
          <Button variant="outline" disabled={revoke.isPending} onClick={() => signOut('others')}>
            <LogOut aria-hidden="true" />
            Sign out everywhere else
          </Button>
        ) : null}
      </div>
      {sessions.isPending ? (
        <Skeleton className="mt-4 h-16" />
      ) : sessions.isError ? (
        <p className="mt-4 text-danger text-sm" role="alert">
          Your devices could not be loaded.{' '}
          <Button variant="link" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <ul className="mt-4 divide-y" aria-label="Signed-in devices">
          {sessions.data.map((s) => {
            const Icon = MOBILE.has(s.os) ? Smartphone : Monitor
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0">
                    <p className="font-medium">
                      {s.browser} on {s.os}{' '}
                      {s.current ? (
                        <Badge variant="green" className="ml-1 align-middle">
                          This device
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      Last active{' '}
                      <time dateTime={s.lastActiveAt}>
                        {formatDistanceToNow(new Date(s.lastActiveAt), { addSuffix: true })}
                      </time>
                    </p>
                  </div>
                </div>
                {s.current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={`Sign out ${s.browser} on ${s.os}`}
                    onClick={() => signOut(s.id)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
