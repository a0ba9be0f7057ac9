// Tests render components without the app's start-up: the browser's messages are English,
// every area loaded at once (compiled by the catalog plugin, as in the build).
import type { Messages } from '@lingui/core'
import { browserI18n } from '#src/web/lib/i18n/i18n'

const english = import.meta.glob<Messages>('../../i18n/catalogs/*/en.json', {
  import: 'default',
  eager: true,
})
for (const messages of Object.values(english)) browserI18n.load('en', messages)
browserI18n.activate('en')
