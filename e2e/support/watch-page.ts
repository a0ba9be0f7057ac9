import type { Page } from '@playwright/test'

export interface PageWatch {
  /** Every request URL the page made. */
  requests: string[]
  /** Requests to any origin other than Cadence's own. */
  foreignRequests(): string[]
  /** Content-Security-Policy violations reported by the browser. */
  cspViolations(): Promise<string[]>
}

/** Records requests and CSP violations of a page from its first navigation on. */
export async function watchPage(page: Page, ownOrigin: string): Promise<PageWatch> {
  const requests: string[] = []
  const consoleViolations: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleViolations.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return {
    requests,
    foreignRequests: () =>
      requests.filter((url) => !url.startsWith(`${ownOrigin}/`) && !/^(data|blob):/.test(url)),
    cspViolations: async () => {
      const fromPage = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [])
      return [...consoleViolations, ...fromPage]
    },
  }
}
