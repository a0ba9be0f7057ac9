// What the cleaner made of the file: format, messages, date order, a preview
// of the content-free lines, and the download.

import { Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { CleanResult } from '#src/analysis/import/clean-result'
import type { DateOrder } from '#src/analysis/import/date-order'
import { EXPORT_FORMAT_NAMES } from '#src/analysis/import/export-format-names'
import { Button } from '#src/web/components/ui/button'
import { saveText } from '#src/web/lib/save-blob'
import { CLEAN_FILE_NAME, firstLines, PREVIEW_LINES } from '../clean-summary-text'
import { DateOrderSwitch } from './date-order-switch'

export function CleanSummary({
  result,
  onDateOrder,
}: {
  result: CleanResult
  onDateOrder: (order: DateOrder) => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), [])

  return (
    <section aria-labelledby="clean-result" className="flex flex-col gap-5">
      <h2
        id="clean-result"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-xl outline-none"
      >
        Your file is clean
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">Format</dt>
          <dd className="font-medium">{EXPORT_FORMAT_NAMES[result.format]}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">Messages</dt>
          <dd className="font-medium">{result.messageCount.toLocaleString('en-US')}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">Notices removed</dt>
          <dd className="font-medium">{result.skippedSystemMessages.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {result.unreadableLines ? (
        <p className="text-muted-foreground text-sm">
          {result.unreadableLines.toLocaleString('en-US')}{' '}
          {result.unreadableLines === 1 ? 'line has' : 'lines have'} a date or time that cannot
          exist and {result.unreadableLines === 1 ? 'was' : 'were'} left out.
        </p>
      ) : null}
      {result.ambiguousDateOrder && result.dateOrder ? (
        <DateOrderSwitch value={result.dateOrder} onChange={onDateOrder} />
      ) : null}
      <figure aria-labelledby="clean-preview" className="flex flex-col gap-2">
        <figcaption id="clean-preview" className="font-medium text-sm">
          First lines of the clean file
        </figcaption>
        <pre className="overflow-x-auto rounded-lg border border-border bg-background p-3 font-mono text-xs leading-relaxed">
          {firstLines(result.text, PREVIEW_LINES)}
        </pre>
      </figure>
      <Button
        size="lg"
        className="w-full sm:w-fit"
        onClick={() => saveText(result.text, CLEAN_FILE_NAME)}
      >
        <Download aria-hidden="true" />
        Download {CLEAN_FILE_NAME}
      </Button>
      <p className="text-muted-foreground text-sm">
        Next, upload {CLEAN_FILE_NAME} to{' '}
        <a href="/welcome#try-it-yourself" className="text-primary underline">
          analyze your rhythm
        </a>{' '}
        or to one of your connections.
      </p>
    </section>
  )
}
