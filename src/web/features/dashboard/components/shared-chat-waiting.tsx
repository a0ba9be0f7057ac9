import { Inbox } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { readShare } from '#src/web/sw/share-inbox'

/**
 * A chat shared before signing in (the free analysis was used) waits on this device: after
 * signing up and confirming, the dashboard is where the reader lands, so it says so here.
 */
export function SharedChatWaiting() {
  const { t } = useT()
  const [name, setName] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    readShare()
      .then((shared) => {
        const [chat] = shared?.keepForSignIn ? shared.chats : []
        if (live && chat) setName(chat.name)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  if (!name) return null
  return (
    <Alert variant="info" className="mb-6" role="status">
      <Inbox aria-hidden="true" />
      <AlertTitle>{t('pwa.share.waiting.title')}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <span>{t('pwa.share.waiting.body', { name })}</span>
        <Button asChild size="sm" className="h-11 sm:h-9">
          <Link to="/share">{t('pwa.share.waiting.open')}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  )
}
