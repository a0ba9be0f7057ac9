// Captures Cadence's own screens, filled with a generated sample chat, for the
// landing page's 'See What You'll Discover' cards (public/screenshots/*.webp).
// Starts the production build on a throw-away database, drives it with Debian's
// Chromium and encodes each capture as WebP in the browser itself.
// Usage: npm run build && node --import tsx scripts/capture-screenshots.ts

import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { generateChat } from '../src/analysis/testing/generate-chat'

const PORT = Number(process.env.CAPTURE_PORT ?? 3197)
const BASE_URL = `http://127.0.0.1:${PORT}`
const OUT_DIR = join(process.cwd(), 'public', 'screenshots')
const SIZE = { width: 1200, height: 750 }
const WEBP_QUALITY = 0.8
const TOP_MARGIN = 24
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * One screen to capture. Today they come from the public try-it results; the
 * signed-in screens (connection analysis, gap analysis, compare) can replace
 * them by adding a `prepare` that signs in and opens their page.
 */
interface Shot {
  name: string
  prepare: (page: Page) => Promise<void>
  /** The element whose top edge starts the capture. */
  selector: string
}

async function showTryItResults(page: Page, chatPath: string) {
  await page.goto(`${BASE_URL}/welcome`)
  const flow = page.locator('#try-it-yourself')
  await flow.scrollIntoViewIfNeeded()
  await flow.getByRole('button', { name: "I've exported my chat" }).click()
  await flow.getByRole('button', { name: 'My file is clean' }).click()
  await flow.locator('input[type="file"]').setInputFiles(chatPath)
  await flow.getByTestId('try-it-results').waitFor({ timeout: 30_000 })
}

function shots(chatPath: string): Shot[] {
  const results = (page: Page) => showTryItResults(page, chatPath)
  return [
    { name: 'individual-analysis', prepare: results, selector: '[data-testid="try-it-results"]' },
    {
      name: 'pattern-changes',
      prepare: results,
      selector: 'section[aria-label="Communication pattern"]',
    },
    {
      name: 'compare-relationships',
      prepare: results,
      selector: 'h3:text("Communication Balance")',
    },
  ]
}

async function capture(page: Page, shot: Shot): Promise<Buffer> {
  await shot.prepare(page)
  // The sticky site header would cover the top of a capture taken mid-page.
  await page.addStyleTag({ content: 'header { position: static !important; }' })
  const target = page.locator(shot.selector).first()
  await target.evaluate((element, offset) => {
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - offset,
      behavior: 'instant',
    })
  }, TOP_MARGIN)
  await page.waitForTimeout(900) // let the score ring and bars finish their transitions
  const png = await page.screenshot({ type: 'png' })
  const dataUrl = await page.evaluate(
    async ({ source, quality }) => {
      const image = new Image()
      image.src = source
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      canvas.getContext('2d')?.drawImage(image, 0, 0)
      return canvas.toDataURL('image/webp', quality)
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, quality: WEBP_QUALITY },
  )
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let tries = 0; tries < 240; tries++) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    const ready = await fetch(`${BASE_URL}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error('The server did not become ready in time')
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cadence-capture-'))
  const chatPath = join(work, 'sample-chat.txt')
  writeFileSync(chatPath, generateChat({ seed: 21, days: 270, conversationsPerDay: 5 }))
  const server = await startServer(join(work, 'data'))
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    mkdirSync(OUT_DIR, { recursive: true })
    for (const shot of shots(chatPath)) {
      // A fresh context per shot: the free analysis is once per browser.
      const context = await browser.newContext({
        viewport: SIZE,
        colorScheme: 'light',
        reducedMotion: 'reduce',
      })
      const webp = await capture(await context.newPage(), shot)
      writeFileSync(join(OUT_DIR, `${shot.name}.webp`), webp)
      console.log(`${shot.name}.webp  ${(webp.byteLength / 1024).toFixed(1)} KB`)
      await context.close()
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
