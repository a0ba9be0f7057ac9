import { ArrowRight, ChevronDown, PlayCircle } from 'lucide-react'
import { ExportGuide } from '#src/web/components/export-guide/export-guide'
import { Button } from '#src/web/components/ui/button'
import { scrollToSection } from '../scroll-to-section'
import { EXPORT_HELP } from './export-help'

export function ExportStep({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="font-semibold text-xl">Step 1: Export your chat</h3>
        <p className="mt-1 text-muted-foreground text-sm">
          Pick the app your conversation lives in.
        </p>
      </div>
      <ExportGuide />
      <details className="group rounded-lg border border-border bg-background px-4 py-3 text-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between font-medium">
          Need help exporting?
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-muted-foreground">
          {EXPORT_HELP.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onContinue}>
          I've exported my chat
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button size="lg" variant="outline" onClick={() => scrollToSection('demo')}>
          <PlayCircle aria-hidden="true" />
          Try Sample Data
        </Button>
      </div>
    </div>
  )
}
