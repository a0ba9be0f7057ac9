import { ArrowRight, ChevronDown, PlayCircle } from 'lucide-react'
import { ExportGuide } from '#src/web/components/export-guide/export-guide'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { scrollToSection } from '#src/web/lib/scroll-to-section'
import { EXPORT_HELP } from './export-help'

export function ExportStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="font-semibold text-xl">{t('landing.tryIt.export.title')}</h3>
        <p className="mt-1 text-muted-foreground text-sm">{t('landing.tryIt.export.lead')}</p>
      </div>
      <ExportGuide />
      <details className="group rounded-lg border border-border bg-background px-4 py-3 text-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between font-medium">
          {t('landing.tryIt.export.help')}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <ul className="mt-3 flex list-disc flex-col gap-1.5 ps-5 text-muted-foreground">
          {EXPORT_HELP.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </details>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onContinue}>
          {t('landing.tryIt.export.done')}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <Button size="lg" variant="outline" onClick={() => scrollToSection('demo')}>
          <PlayCircle aria-hidden="true" />
          {t('landing.tryIt.export.sample')}
        </Button>
      </div>
    </div>
  )
}
