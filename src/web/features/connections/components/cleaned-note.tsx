import { ShieldCheck } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import type { CleanedSummary } from '#src/web/lib/analysis-client'

const FORMAT_NAMES: Record<CleanedSummary['format'], string> = {
  'whatsapp-android': 'WhatsApp',
  'whatsapp-ios': 'WhatsApp',
  'telegram-json': 'Telegram',
  'meta-json': 'Messenger or Instagram',
  'discord-json': 'Discord',
  'discord-csv': 'Discord',
  'signal-text': 'Signal',
  'imessage-text': 'iMessage',
  'content-free': 'cleaned',
}

/** Says that a raw export was cleaned in the browser before it was analysed. */
export function CleanedNote({ cleaned }: { cleaned: CleanedSummary }) {
  if (cleaned.format === 'content-free') return null
  return (
    <Alert variant="info" role="status">
      <ShieldCheck aria-hidden="true" />
      <AlertTitle>Your {FORMAT_NAMES[cleaned.format]} export was cleaned on this device</AlertTitle>
      <AlertDescription>
        {cleaned.messageCount.toLocaleString('en-US')} messages were reduced to their times and User
        1 / User 2 before the analysis; no words or names were kept or sent.
        {cleaned.ambiguousDateOrder
          ? ` The file did not say whether dates are day-first or month-first; they were read ${cleaned.dateOrder === 'mdy' ? 'month-first' : 'day-first'}.`
          : ''}
      </AlertDescription>
    </Alert>
  )
}
