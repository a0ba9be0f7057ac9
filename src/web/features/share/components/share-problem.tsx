import { FileWarning } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { formatMegabytes } from '#src/web/lib/chat-file-types'
import { useT } from '#src/web/lib/i18n/use-t'
import type { SharedChat } from '../pick-shared-chat'

type Problem = Exclude<SharedChat, { kind: 'chat' }>

/** A share Cadence cannot read, and what it takes instead. */
export function ShareProblem({
  problem,
  missed,
  signedIn,
}: {
  problem: Problem
  missed: boolean
  signedIn: boolean
}) {
  const { t, locale } = useT()
  const body = (() => {
    switch (problem.kind) {
      case 'nothing':
        return missed ? t('pwa.share.nothing.missed') : t('pwa.share.nothing.body')
      case 'not-a-chat':
        return t('pwa.share.notAChat.body', { name: problem.name })
      case 'no-chat-among':
        return t('pwa.share.noChatAmong.body', { count: problem.count })
      case 'too-large':
        return t('pwa.share.tooLarge.body', {
          name: problem.name,
          size: formatMegabytes(problem.size, locale),
        })
    }
  })()
  const title = {
    nothing: t('pwa.share.nothing.title'),
    'not-a-chat': t('pwa.share.notAChat.title'),
    'no-chat-among': t('pwa.share.noChatAmong.title'),
    'too-large': t('pwa.share.tooLarge.title'),
  }[problem.kind]
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="share-problem">
      <span className="grid size-12 place-items-center rounded-full bg-warning-soft text-warning-soft-foreground">
        <FileWarning aria-hidden="true" className="size-6" />
      </span>
      <h2 className="font-semibold text-xl">{title}</h2>
      <p className="max-w-md text-pretty text-muted-foreground">{body}</p>
      {problem.kind === 'nothing' ? null : (
        <p className="max-w-md text-pretty text-muted-foreground text-sm">{t('pwa.share.takes')}</p>
      )}
      <Button asChild className="h-11">
        <Link to={signedIn ? '/dashboard' : '/welcome#try-it'}>
          {signedIn ? t('pwa.share.toDashboard') : t('pwa.share.chooseFile')}
        </Link>
      </Button>
    </div>
  )
}
