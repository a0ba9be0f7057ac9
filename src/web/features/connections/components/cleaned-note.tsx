import { ShieldCheck } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import type { CleanedSummary } from '#src/web/lib/analysis-client'
import { useT } from '#src/web/lib/i18n/use-t'

/** The app a raw export came from; the brands are the same in every language. */
const FORMAT_NAMES: Record<
  Exclude<CleanedSummary['format'], 'meta-json' | 'content-free'>,
  string
> = {
  'whatsapp-android': 'WhatsApp',
  'whatsapp-ios': 'WhatsApp',
  'telegram-json': 'Telegram',
  'discord-json': 'Discord',
  'discord-csv': 'Discord',
  'signal-text': 'Signal',
  'imessage-text': 'iMessage',
}

/** Says that a raw export was cleaned in the browser before it was analysed. */
export function CleanedNote({ cleaned }: { cleaned: CleanedSummary }) {
  const { t } = useT()
  if (cleaned.format === 'content-free') return null
  const app =
    cleaned.format === 'meta-json'
      ? t('connections.cleaned.metaApps')
      : FORMAT_NAMES[cleaned.format]
  return (
    <Alert variant="info" role="status">
      <ShieldCheck aria-hidden="true" />
      <AlertTitle>{t('connections.cleaned.title', { app })}</AlertTitle>
      <AlertDescription>
        {t('connections.cleaned.body', { count: cleaned.messageCount })}
        {cleaned.ambiguousDateOrder
          ? ` ${
              cleaned.dateOrder === 'mdy'
                ? t('connections.cleaned.readMonthFirst')
                : t('connections.cleaned.readDayFirst')
            }`
          : ''}
      </AlertDescription>
    </Alert>
  )
}
