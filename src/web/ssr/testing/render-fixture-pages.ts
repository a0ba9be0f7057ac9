// Renders the given paths with the server renderer and the fixture blog, and prints the
// results as JSON. The hydration test runs it in its own process: React's server renderer
// leaves its context values behind in the module it shares with the client renderer, so the
// two never run in one process (as they never do in the product).
// Usage: node --import tsx src/web/ssr/testing/render-fixture-pages.ts /welcome /blog …

import { serverMessages } from '#src/i18n/read-catalogs'
import { renderPublicPage } from '../entry-server'
import { fixtureData } from './fixture-data'

const results = []
for (const url of process.argv.slice(2))
  results.push(
    await renderPublicPage({
      url,
      publicUrl: 'https://cadence.example',
      data: fixtureData,
      hasFile: () => false,
      locale: 'en',
      messages: serverMessages,
    }),
  )
process.stdout.write(JSON.stringify(results))
