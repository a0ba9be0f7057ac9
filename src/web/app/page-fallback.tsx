import { Spinner } from '#src/web/components/ui/spinner'
import { useT } from '#src/web/lib/i18n/use-t'

/** Shown while a page chunk downloads; it fades in late so fast loads never flash a spinner. */
export function PageFallback() {
  const { t } = useT()
  return (
    <div className="animate-fade-in py-32 [animation-delay:300ms] [animation-fill-mode:both]">
      <Spinner label={t('common.loading')} />
    </div>
  )
}
