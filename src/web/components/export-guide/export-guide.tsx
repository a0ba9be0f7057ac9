// Four export steps per app, one tab each (docs/product.md §2 step 1), from EXPORT_APPS. Its words come
// from the connections catalog: a page (or lazy section) showing it loads that area.

import { ChevronDown } from 'lucide-react'
import type { MessageId } from '#src/i18n/messages'
import { useT } from '#src/web/lib/i18n/use-t'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs'
import { EXPORT_APPS } from './export-instructions'

function Steps({ steps }: { steps: readonly MessageId[] }) {
  const { t } = useT()
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3 text-sm">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground text-xs">
            {index + 1}
          </span>
          <span className="min-w-0 break-words pt-0.5 leading-relaxed">{t(step)}</span>
        </li>
      ))}
    </ol>
  )
}

export function ExportGuide() {
  const { t } = useT()
  return (
    <Tabs defaultValue={EXPORT_APPS[0]?.id}>
      <TabsList className="w-full flex-wrap justify-start sm:w-fit">
        {EXPORT_APPS.map((app) => (
          <TabsTrigger key={app.id} value={app.id}>
            {app.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {EXPORT_APPS.map((app) => (
        <TabsContent key={app.id} value={app.id} className="flex flex-col gap-3">
          <Steps steps={app.stepMessages} />
          {app.phoneTip ? (
            <p className="rounded-lg bg-primary-soft px-3 py-2 text-primary-soft-foreground text-sm">
              {t(app.phoneTip)}
            </p>
          ) : null}
          <p className="text-muted-foreground text-xs">
            {t('connections.exportGuide.takes', {
              file: app.fileMessage ? t(app.fileMessage) : app.file,
            })}
          </p>
        </TabsContent>
      ))}
    </Tabs>
  )
}

/** The guide folded away under one question, for pages where the file picker comes first. */
export function ExportGuideDisclosure() {
  const { t } = useT()
  return (
    <details className="group rounded-lg border border-border bg-background px-4 text-sm sm:py-3">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-medium sm:min-h-0">
        {t('connections.exportGuide.question')}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mt-1 pb-3 sm:mt-4 sm:pb-0">
        <ExportGuide />
      </div>
    </details>
  )
}
