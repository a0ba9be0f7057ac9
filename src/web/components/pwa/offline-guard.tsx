import { WifiOff } from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '#src/web/lib/i18n/use-t'
import { Button } from '../ui/button'

/** A signed-in page opened with no network: what works offline, instead of the sign-in form. */
export default function OfflineGuard() {
  const { t } = useT()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-warning-soft text-warning-soft-foreground">
        <WifiOff aria-hidden="true" className="size-6" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">{t('pwa.offline.guardTitle')}</h1>
      <p className="text-pretty text-muted-foreground">{t('pwa.offline.guardBody')}</p>
      <Button asChild className="h-11">
        <Link to="/welcome#try-it">{t('pwa.offline.guardAction')}</Link>
      </Button>
    </div>
  )
}
