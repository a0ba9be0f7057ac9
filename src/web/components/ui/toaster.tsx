import { Toaster as Sonner } from 'sonner'
import { direction } from '#src/i18n/locales'
import { useT } from '#src/web/lib/i18n/use-t'

/** Mounted by the app's toaster host on the first toast; raise toasts with `toast` from lib/toast. */
export default function Toaster() {
  const { t, locale } = useT()
  const dir = direction(locale)
  return (
    <Sonner
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      dir={dir}
      closeButton
      richColors
      theme="system"
      containerAriaLabel={t('common.ui.toast.region')}
      toastOptions={{
        className: 'font-sans',
        closeButtonAriaLabel: t('common.ui.toast.close'),
      }}
    />
  )
}
