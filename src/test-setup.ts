// Tests fail on any console.error: an error printed during a test is a bug the test did not see.
// This file runs again before each test file, also in the projects whose files share a worker's
// modules and page (`isolate: false` in vitest.config.ts): so it undoes, after each file, what
// the file changed there, and starts each file in jsdom as on a fresh page.
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import '#src/web/testing/english-messages'

const original = console.error
let errors: unknown[][] = []
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}
afterEach(() => {
  const seen = errors
  errors = []
  vi.restoreAllMocks()
  if (seen.length > 0)
    throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`)
})
afterAll(() => {
  console.error = original
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  const { freshPage } = await import('#src/web/testing/fresh-page')
  beforeAll(freshPage)
  // Vitest runs without globals, so Testing Library cannot register its own cleanup: what a
  // test rendered is unmounted after it, before the next test (or the next file) renders.
  afterEach(cleanup)
}
