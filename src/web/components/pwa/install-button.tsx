import { MonitorSmartphone } from 'lucide-react'
import { useT } from '#src/web/lib/i18n/use-t'
import { promptInstall } from '#src/web/lib/pwa/pwa-state'
import { Button } from '../ui/button'

/** The browser's own install dialog, offered quietly in the header. */
export default function InstallButton() {
  const { t } = useT()
  const label = t('pwa.install.button')
  return (
    <Button
      type="button"
      variant="outline"
      className="h-11 px-3 sm:h-10"
      onClick={() => void promptInstall()}
      aria-label={label}
      title={label}
    >
      <MonitorSmartphone aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
    </Button>
  )
}
