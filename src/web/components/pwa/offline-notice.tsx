import { WifiOff } from 'lucide-react'
import { useT } from '#src/web/lib/i18n/use-t'

/** A plain line under the header while the network is gone. */
export default function OfflineNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useT()
  return (
    <div
      role="status"
      className="border-warning/40 border-b bg-warning-soft text-warning-soft-foreground"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2.5 text-sm sm:px-6">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">{t('pwa.offline.title')}</strong>{' '}
          {signedIn ? t('pwa.offline.signedIn') : t('pwa.offline.signedOut')}
        </span>
      </p>
    </div>
  )
}
