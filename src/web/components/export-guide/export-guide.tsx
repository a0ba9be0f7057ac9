// Four export steps per app, one tab each (SPEC §2 step 1), from EXPORT_APPS.

import { ChevronDown } from 'lucide-react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs'
import { EXPORT_APPS } from './export-instructions'

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3 text-sm">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground text-xs">
            {index + 1}
          </span>
          <span className="min-w-0 break-words pt-0.5 leading-relaxed">{step}</span>
        </li>
      ))}
    </ol>
  )
}

export function ExportGuide() {
  return (
    <Tabs defaultValue={EXPORT_APPS[0]?.id}>
      <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
        {EXPORT_APPS.map((app) => (
          <TabsTrigger key={app.id} value={app.id}>
            {app.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {EXPORT_APPS.map((app) => (
        <TabsContent key={app.id} value={app.id} className="flex flex-col gap-3">
          <Steps steps={app.steps} />
          <p className="text-muted-foreground text-xs">Cadence takes: {app.file}</p>
        </TabsContent>
      ))}
    </Tabs>
  )
}

/** The guide folded away under one question, for pages where the file picker comes first. */
export function ExportGuideDisclosure() {
  return (
    <details className="group rounded-lg border border-border bg-background px-4 py-3 text-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium">
        How do I export a chat?
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="mt-4">
        <ExportGuide />
      </div>
    </details>
  )
}
