import { createHash } from 'node:crypto'
import { test as base, type TestInfo } from '@playwright/test'

/**
 * Each test is its own client: the e2e server trusts X-Forwarded-For (TRUST_PROXY), so the
 * per-client rate limits of sign-up and sign-in apply per test, as they would per person.
 */
function clientAddressFor(testInfo: TestInfo): string {
  const digest = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest()
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo) })
  },
})
