import { LogIn, Sparkles } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import type { FromState } from '#src/web/lib/return-to'

const BACK_TO_SHARE: FromState = { from: { pathname: '/share', search: '', hash: '' } }

/**
 * The free analysis was used before: the shared file waits on this device (`onKeep`) while the
 * reader signs in or signs up, and the share page takes it up again after.
 */
export function ShareFreeUsed({ onKeep }: { onKeep: () => Promise<void> }) {
  const { t } = useT()
  const navigate = useNavigate()
  const keepAnd = (path: string) => async () => {
    await onKeep()
    navigate(path, { state: BACK_TO_SHARE })
  }
  return (
    <div
      className="flex flex-col items-center gap-4 py-4 text-center"
      data-testid="share-free-used"
    >
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h2 className="font-semibold text-xl">{t('pwa.share.freeUsed.title')}</h2>
      <p className="max-w-md text-pretty text-muted-foreground">{t('pwa.share.freeUsed.body')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" className="h-11" onClick={keepAnd('/login')}>
          <LogIn aria-hidden="true" />
          {t('pwa.share.freeUsed.signIn')}
        </Button>
        <Button className="h-11" onClick={keepAnd('/signup')}>
          {t('pwa.share.freeUsed.signUp')}
        </Button>
      </div>
    </div>
  )
}
