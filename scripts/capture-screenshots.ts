import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Locator, type Page } from '@playwright/test'
import { animationsSettled } from '../e2e/support/settled'
import { startSmtpCapture } from '../src/server/testing/smtp-capture'
import { startAppServer } from '../src/server/testing/start-app-server'
import {
  addMemoryNote,
  createSampleConnections,
  FEATURED,
  MEMORY_NOTE,
  signUpAndConfirm,
  silenceCard,
} from './screenshots/sample-account'

const PORT = Number(process.env.CAPTURE_PORT ?? 3197)
const SMTP_PORT = Number(process.env.CAPTURE_SMTP_PORT ?? 2597)
const BASE_URL = `http://127.0.0.1:${PORT}`
const OUT_DIR = join(process.cwd(), 'public', 'screenshots')
/** Desktop size; the landing page shows each capture at 8:5 (see screenshots-section.tsx). */
const SIZE = { width: 1440, height: 900 }
const WEBP_QUALITY = 0.8
/** Space kept above the element that starts a capture. */
const TOP_MARGIN = 24
/** A card's own padding above its heading. */
const CARD_PADDING = 24
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** One screen to capture, on the signed-in sample account. */
interface Shot {
  name: string
  /** Opens the page and brings it to the state to capture. */
  prepare: (page: Page) => Promise<void>
  /** The element whose top edge starts the capture. */
  top: (page: Page) => Locator
  /** Space above that element; the page margin by default. */
  margin?: number
}

const pageHeading = (page: Page) => page.locator('main h1').first()

function shots(featuredId: string): Shot[] {
  return [
    {
      name: 'individual-analysis',
      prepare: async (page) => {
        await page.goto(`${BASE_URL}/connections/${featuredId}`)
        await page.getByRole('link', { name: 'View Gap Analysis' }).waitFor()
      },
      top: pageHeading,
    },
    {
      // The timeline, then the planted silence selected on it, with its memory note.
      name: 'pattern-changes',
      prepare: async (page) => {
        await page.goto(`${BASE_URL}/connections/${featuredId}/gap-analysis`)
        const heading = `Relationship Rhythms with ${FEATURED.name}`
        await page.getByRole('heading', { name: heading }).waitFor()
        await silenceCard(page).getByText(MEMORY_NOTE).waitFor()
        const critical = page.getByRole('button', { name: /^\w{3} \d{4}: .*critical$/ }).first()
        await critical.click()
        await silenceCard(page).and(page.locator('[aria-current="true"]')).waitFor()
      },
      top: (page) => page.getByRole('heading', { name: 'Communication Timeline' }),
      margin: 16 + CARD_PADDING, // a little tighter, so the memory note fits below
    },
    {
      name: 'compare-relationships',
      prepare: async (page) => {
        await page.goto(`${BASE_URL}/dashboard/compare`)
        await page.getByRole('heading', { name: /^All Connections \(\d+\)$/ }).waitFor()
      },
      top: pageHeading,
    },
  ]
}

async function capture(page: Page, shot: Shot): Promise<Buffer> {
  await shot.prepare(page)
  // The sticky site header would cover the top of a capture taken mid-page.
  await page.addStyleTag({ content: 'header { position: static !important; }' })
  await shot.top(page).evaluate((element, offset) => {
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - offset,
      behavior: 'instant',
    })
  }, shot.margin ?? TOP_MARGIN)
  await animationsSettled(page) // the score ring and bars finish their transitions
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

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cadence-capture-'))
  const smtp = await startSmtpCapture({ port: SMTP_PORT })
  const server = await startAppServer({
    port: PORT,
    smtpPort: SMTP_PORT,
    dataDir: join(work, 'data'),
  })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const context = await browser.newContext({
      viewport: SIZE,
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await signUpAndConfirm(page, BASE_URL, smtp)
    const featuredId = await createSampleConnections(page, BASE_URL, work)
    await page.goto(`${BASE_URL}/connections/${featuredId}/gap-analysis`)
    await addMemoryNote(page)

    mkdirSync(OUT_DIR, { recursive: true })
    for (const shot of shots(featuredId)) {
      const webp = await capture(page, shot)
      writeFileSync(join(OUT_DIR, `${shot.name}.webp`), webp)
      console.log(`${shot.name}.webp  ${(webp.byteLength / 1024).toFixed(1)} KB`)
    }
    await context.close()
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await smtp.close()
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
