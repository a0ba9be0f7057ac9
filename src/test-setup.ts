// Tests fail on any console.error: an error printed during a test is a bug the test did not see.
import { afterEach, vi } from 'vitest'
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
