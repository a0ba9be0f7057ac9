import type { ExportFormat } from './clean-result'

/** How each export format is named to people (CLI, cleaner page, offline cleaner). */
export const EXPORT_FORMAT_NAMES: Record<ExportFormat, string> = {
  'whatsapp-android': 'WhatsApp (Android)',
  'whatsapp-ios': 'WhatsApp (iPhone)',
  'telegram-json': 'Telegram Desktop (JSON)',
  'meta-json': 'Messenger or Instagram (JSON)',
  'discord-json': 'Discord (DiscordChatExporter JSON)',
  'discord-csv': 'Discord (DiscordChatExporter CSV)',
  'signal-text': 'Signal (signal-export)',
  'imessage-text': 'iMessage (imessage-exporter)',
  'content-free': 'Already content-free',
}
