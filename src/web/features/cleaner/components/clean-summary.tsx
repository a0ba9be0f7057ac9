// What the cleaner made of the file: format, messages, date order, a preview
// of the content-free lines, and the download.

import { Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { CleanResult } from '#src/analysis/import/clean-result'
import type { DateOrder } from '#src/analysis/import/date-order'
import { numberFormat } from '#src/i18n/format-intl'
import { Button } from '#src/web/components/ui/button'
import { useLocalePath } from '#src/web/lib/i18n/locale-link'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { saveText } from '#src/web/lib/save-blob'
import {
  CLEAN_FILE_NAME,
  EXPORT_FORMAT_MESSAGES,
  firstLines,
  PREVIEW_LINES,
} from '../clean-summary-text'
import { DateOrderSwitch } from './date-order-switch'

export function CleanSummary({
  result,
  onDateOrder,
}: {
  result: CleanResult
  onDateOrder: (order: DateOrder) => void
}) {
  const { t, locale } = useT()
  const localize = useLocalePath()
  const count = numberFormat(locale)
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
        {t('cleaner.summary.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">{t('cleaner.summary.format')}</dt>
          <dd className="font-medium">{t(EXPORT_FORMAT_MESSAGES[result.format])}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">{t('cleaner.summary.messages')}</dt>
          <dd className="font-medium">{count.format(result.messageCount)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">{t('cleaner.summary.noticesRemoved')}</dt>
          <dd className="font-medium">{count.format(result.skippedSystemMessages)}</dd>
        </div>
      </dl>
      {result.unreadableLines ? (
        <p className="text-muted-foreground text-sm">
          {t('cleaner.summary.unreadable', { count: result.unreadableLines })}
        </p>
      ) : null}
      {result.ambiguousDateOrder && result.dateOrder ? (
        <DateOrderSwitch value={result.dateOrder} onChange={onDateOrder} />
      ) : null}
      <figure aria-labelledby="clean-preview" className="flex flex-col gap-2">
        <figcaption id="clean-preview" className="font-medium text-sm">
          {t('cleaner.summary.preview')}
        </figcaption>
        {/* The clean file itself: its lines read left to right in every language. */}
        <pre
          dir="ltr"
          className="overflow-x-auto rounded-lg border border-border bg-background p-3 text-start font-mono text-xs leading-relaxed"
        >
          {firstLines(result.text, PREVIEW_LINES)}
        </pre>
      </figure>
      <Button
        size="lg"
        className="w-full sm:w-fit"
        onClick={() => saveText(result.text, CLEAN_FILE_NAME)}
      >
        <Download aria-hidden="true" />
        {t('cleaner.summary.download', { fileName: CLEAN_FILE_NAME })}
      </Button>
      <p className="text-muted-foreground text-sm">
        <T
          id="cleaner.summary.next"
          values={{ fileName: CLEAN_FILE_NAME }}
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message puts the link's text inside
            0: <a href={localize('/welcome#try-it-yourself')} className="text-primary underline" />,
          }}
        />
      </p>
    </section>
  )
}
