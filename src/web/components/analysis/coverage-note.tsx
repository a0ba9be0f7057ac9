import { History } from 'lucide-react'
import type { Rhythm } from '#src/analysis/types'
import { formatIsoDate } from '#src/i18n/format-dates'
import { useT } from '#src/web/lib/i18n/use-t'
import { Alert, AlertDescription, AlertTitle } from '../ui/alert'

/**
 * When the export sits at WhatsApp's limit, history before its first day may be missing: the
 * note says so, and why. Nothing otherwise.
 */
export function CoverageNote({ coverage }: { coverage: Rhythm['coverage'] }) {
  const { t, locale } = useT()
  const { note } = coverage
  if (!coverage.likelyTruncated || !note) return null
  const date = formatIsoDate(coverage.firstDate, locale)
  return (
    <Alert variant="info" role="note">
      <History aria-hidden="true" />
      <AlertTitle>{t('analysis.coverage.title', { date })}</AlertTitle>
      <AlertDescription>
        {t('analysis.coverage.body', {
          limit: note.limit,
          media: note.code === 'whatsapp-media-limit' ? 'yes' : 'no',
        })}
      </AlertDescription>
    </Alert>
  )
}
