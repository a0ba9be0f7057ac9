import { writeFileSync } from 'node:fs'
import { expect, type Request } from '@playwright/test'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { E2E_BASE_URL } from './support/e2e-env'
import { test } from './support/test'
import { goToAnalyzeStep } from './support/try-it'

declare global {
  interface Window {
    __cspViolations: string[]
  }
}

const MARKER = `CADENCE-PRIVACY-MARKER-${Date.now().toString(36)}`

test('an analysed chat never leaves the browser', async ({ page, context }, testInfo) => {
  const file = testInfo.outputPath('marked-chat.txt')
  writeFileSync(file, `${generateChat({ seed: 5, days: 90 })}${MARKER}\n`)

  const requests: { url: string; body: string; phase: string }[] = []
  const frames: string[] = []
  let phase = 'loading'
  const record = (request: Request) =>
    requests.push({ url: request.url(), body: request.postData() ?? '', phase })
  context.on('request', record)
  page.on('websocket', (socket) => {
    frames.push(`open ${socket.url()}`)
    socket.on('framesent', (frame) => frames.push(String(frame.payload)))
  })
  const consoleProblems: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleProblems.push(message.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })

  const flow = await goToAnalyzeStep(page)
  // Everything the page needs (worker included) is fetched before a file is chosen.
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() => requests.some((r) => r.phase === 'loading' && /analysis-worker/.test(r.url)))
    .toBe(true)

  phase = 'analysis'
  await flow.locator('input[type="file"]').setInputFiles(file)
  await expect(flow.getByRole('heading', { name: 'Your Free Relationship Analysis' })).toBeVisible({
    timeout: 20_000,
  })
  await flow.getByRole('button', { name: 'User 2' }).click()
  // Switching sides recomputes on the page; anything it sent would be recorded by now.
  await expect(flow.getByRole('button', { name: 'User 2' })).toHaveAttribute('aria-pressed', 'true')
  await page.waitForLoadState('networkidle')

  expect(requests.filter((r) => r.phase === 'analysis').map((r) => r.url)).toEqual([])
  const origin = new URL(E2E_BASE_URL).origin
  expect(requests.filter((r) => new URL(r.url).origin !== origin).map((r) => r.url)).toEqual([])
  expect(requests.filter((r) => r.url.includes(MARKER) || r.body.includes(MARKER))).toEqual([])
  expect(frames).toEqual([])
  expect(consoleProblems).toEqual([])
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
  // The anonymous analysis is kept nowhere: the browser holds only the "used once" flag.
  const stored = await page.evaluate(() => [
    ...Object.entries(localStorage),
    ...Object.entries(sessionStorage),
  ])
  expect(stored).toContainEqual(['cadence.free-analysis-used', 'yes'])
  const leaks = stored.filter(
    ([, value]) => value.includes(MARKER) || /rhythmScore|User 1/.test(value),
  )
  expect(leaks).toEqual([])
})
