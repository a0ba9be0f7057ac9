import { ArrowRight, ChevronDown, Code2, Download, ExternalLink, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { OFFLINE_CLEANER_PATH, SOURCE_CODE_URL } from '#src/web/components/marketing/source-code'
import { Button } from '#src/web/components/ui/button'

export function CleanStep({ onContinue }: { onContinue: () => void }) {
  const [offlineOpen, setOfflineOpen] = useState(false)
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="font-semibold text-xl">Step 2: Clean your file</h3>
        <p className="mt-1 text-muted-foreground text-sm">
          Cadence's cleaner strips your chat down to its rhythm, right in your browser.
        </p>
      </div>
      <div className="flex items-start gap-3 rounded-lg bg-success-soft p-4 text-sm text-success-soft-foreground">
        <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          Every message's text is removed and both names are replaced. Only the timestamps and the
          anonymous labels <strong>User 1</strong> and <strong>User 2</strong> remain, for example{' '}
          <code className="rounded bg-surface px-1 py-0.5 text-xs">14/03/24, 09:12 - User 1</code>.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg">
          <a href="/cleaner" target="_blank" rel="noopener">
            Open the Cleaner
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={SOURCE_CODE_URL} target="_blank" rel="noopener noreferrer">
            <Code2 aria-hidden="true" />
            View Source Code
            <span className="sr-only">(opens in a new tab)</span>
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
          Prefer to work offline?
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
            <p>
              Download the cleaner as one HTML file. Open it from your disk with the network
              switched off: it works the same, and you can read every line of it.
            </p>
            <Button asChild variant="secondary" className="w-fit">
              <a href={OFFLINE_CLEANER_PATH} download="cadence-cleaner.html">
                <Download aria-hidden="true" />
                Download Offline Cleaner
              </a>
            </Button>
          </div>
        ) : null}
      </div>
      <Button size="lg" onClick={onContinue} className="w-fit">
        My file is clean
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  )
}
