export const CLEANER_TITLE = 'Chat Cleaner · Cadence'
export const CLEANER_DESCRIPTION =
  'Turn a WhatsApp or Telegram chat export into a content-free file right in your browser: message text and names are removed, only the timestamps remain. Nothing is uploaded.'
