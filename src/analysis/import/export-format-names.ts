import type { ExportFormat } from './clean-result'

/** How each export format is named to people (CLI, cleaner page, offline cleaner). */
export const EXPORT_FORMAT_NAMES: Record<ExportFormat, string> = {
  'whatsapp-android': 'WhatsApp (Android)',
  'whatsapp-ios': 'WhatsApp (iPhone)',
  'telegram-json': 'Telegram Desktop (JSON)',
  'content-free': 'Already content-free',
}
