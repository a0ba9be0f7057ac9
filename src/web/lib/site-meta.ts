/** The site's own name and the title and description of a page that sets none. */
export const SITE_NAME = 'Cadence'
export const DEFAULT_TITLE = 'Cadence — the rhythm of your relationships'
export const DEFAULT_DESCRIPTION =
  'Cadence reads the timing of your chats, never the words, and shows the rhythm of a relationship. Private by design: your chat never leaves your device.'
