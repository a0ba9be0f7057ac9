import { WifiOff } from 'lucide-react'
import { Link } from 'react-router'
import { useT } from '#src/web/lib/i18n/use-t'
import { NoticePage } from '../notice-page'

/** A signed-in page opened with no network: what works offline, instead of the sign-in form. */
export default function OfflineGuard() {
  const { t } = useT()
  return (
    <NoticePage
      icon={WifiOff}
      tone="rounded-full bg-warning-soft text-warning-soft-foreground"
      title={t('pwa.offline.guardTitle')}
      body={t('pwa.offline.guardBody')}
      action={<Link to="/welcome#try-it">{t('pwa.offline.guardAction')}</Link>}
    />
  )
}
