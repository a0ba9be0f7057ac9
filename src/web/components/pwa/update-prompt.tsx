import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { useT } from '#src/web/lib/i18n/use-t'
import { takeUpdate } from '#src/web/lib/pwa/pwa-state'
import { Button } from '../ui/button'

/** A new release is ready: reloading takes it (the page reloads once it is in charge). */
export default function UpdatePrompt() {
  const { t } = useT()
  const [later, setLater] = useState(false)
  const [taking, setTaking] = useState(false)
  if (later) return null
  return (
    <section
      aria-labelledby="update-title"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-lg motion-safe:animate-pop-in sm:inset-x-auto sm:end-4 sm:bottom-4"
    >
      <div className="flex items-start gap-3">
        <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id="update-title" className="font-semibold">
            {t('pwa.update.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('pwa.update.body')}</p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          className="h-11 sm:h-10"
          onClick={() => setLater(true)}
        >
          {t('pwa.update.later')}
        </Button>
        <Button
          type="button"
          className="h-11 sm:h-10"
          disabled={taking}
          onClick={() => {
            setTaking(true)
            takeUpdate()
          }}
        >
          {t('pwa.update.reload')}
        </Button>
      </div>
    </section>
  )
}
