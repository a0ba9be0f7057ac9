import { ArrowRight, ChevronDown, Code2, Download, ExternalLink, EyeOff } from 'lucide-react'
import { useState } from 'react'
import {
  OFFLINE_CLEANER_FILE_NAME,
  offlineCleanerPath,
  SOURCE_CODE_URL,
} from '#src/web/components/marketing/source-code'
import { Button } from '#src/web/components/ui/button'
import { useLocalePath } from '#src/web/lib/i18n/locale-link'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'

// A line of a cleaned export, as the cleaner writes it (data, the same in every language).
const CLEANED_LINE = '14/03/24, 09:12 - User 1'

export function CleanStep({ onContinue }: { onContinue: () => void }) {
  const [offlineOpen, setOfflineOpen] = useState(false)
  const { t, locale } = useT()
  const localize = useLocalePath()
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="font-semibold text-xl">{t('landing.tryIt.clean.title')}</h3>
        <p className="mt-1 text-muted-foreground text-sm">{t('landing.tryIt.clean.lead')}</p>
      </div>
      <div className="flex items-start gap-3 rounded-lg bg-success-soft p-4 text-sm text-success-soft-foreground">
        <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <T
            id="landing.tryIt.clean.removed"
            values={{ example: CLEANED_LINE }}
            components={{
              0: <strong />,
              1: <strong />,
              2: <code dir="ltr" className="rounded bg-surface px-1 py-0.5 text-xs" />,
            }}
          />
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg">
          <a href={localize('/cleaner')} target="_blank" rel="noopener">
            {t('landing.tryIt.clean.open')}
            <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
            <span className="sr-only">{t('landing.tryIt.clean.newTab')}</span>
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={SOURCE_CODE_URL} target="_blank" rel="noopener noreferrer">
            <Code2 aria-hidden="true" />
            {t('landing.tryIt.clean.source')}
            <span className="sr-only">{t('landing.tryIt.clean.newTab')}</span>
          </a>
        </Button>
      </div>
      <div className="rounded-lg border border-border bg-background">
        <button
          type="button"
          aria-expanded={offlineOpen}
          aria-controls="offline-cleaner"
          onClick={() => setOfflineOpen((open) => !open)}
          className="flex w-full cursor-pointer items-center justify-between px-4 py-3 font-medium text-sm"
        >
          {t('landing.tryIt.clean.offlineToggle')}
          <ChevronDown
            aria-hidden="true"
            className={offlineOpen ? 'size-4 rotate-180' : 'size-4'}
          />
        </button>
        {offlineOpen ? (
          <div
            id="offline-cleaner"
            className="flex flex-col gap-3 px-4 pb-4 text-muted-foreground text-sm"
          >
            <p>{t('landing.tryIt.clean.offlineText')}</p>
            <Button asChild variant="secondary" className="w-fit">
              <a href={offlineCleanerPath(locale)} download={OFFLINE_CLEANER_FILE_NAME}>
                <Download aria-hidden="true" />
                {t('landing.tryIt.clean.download')}
              </a>
            </Button>
          </div>
        ) : null}
      </div>
      <Button size="lg" onClick={onContinue} className="w-fit">
        {t('landing.tryIt.clean.done')}
        <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
    </div>
  )
}
