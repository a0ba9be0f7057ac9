import type { MessageId } from '#src/i18n/messages'

export const EXPORT_HELP: readonly MessageId[] = [
  'landing.tryIt.export.tips.oneChat',
  'landing.tryIt.export.tips.history',
  'landing.tryIt.export.tips.update',
  'landing.tryIt.export.tips.device',
]
