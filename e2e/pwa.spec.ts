// Cadence in the hand: installable, working with no network, and a chat shared from another
// app (the manifest's share target) read on the device.

import { readFileSync, writeFileSync } from 'node:fs'
import { chromium, expect, type Page, type Request } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { CHROMIUM_ARGS } from '../playwright.config'
import { analyzeChat } from '../src/analysis/analyze'
import { cleanExport } from '../src/analysis/import/clean-export'
import { exportContent } from '../src/analysis/import/read-export-bytes'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { createConnectionByApi, expectAccessible, signUpAndConfirm } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { animationsSettled, screenshotWidths } from './support/settled'
import { test } from './support/test'
import { goToAnalyzeStep } from './support/try-it'

// The other specs test pages with the service worker blocked; here it runs, as on a phone.
test.use({ serviceWorkers: 'allow' })

type SharedFile = { name: string; mimeType: string; buffer: Buffer }

/** Waits until the service worker is in charge of the page (installed, files kept, claimed). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The pages the service worker has kept for offline use. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const pages = await caches.open('cadence-pages')
    return (await pages.keys()).map((request) => new URL(request.url).pathname)
  })
}

/**
 * A share as Chromium delivers it from the share sheet: a multipart POST navigation to the
 * manifest's `share_target.action`, with the files under its `params.files` name.
 */
async function share(page: Page, files: SharedFile[]) {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  const { action, method, enctype, params } = manifest.share_target
  await page.evaluate(
    ({ action, method, enctype, field }) => {
      const form = document.createElement('form')
      form.action = action
      form.method = method
      form.enctype = enctype
      form.id = 'share-sheet'
      const input = document.createElement('input')
      input.type = 'file'
      input.name = field
      input.multiple = true
      form.append(input)
      document.body.append(form)
    },
    { action, method, enctype, field: params.files[0].name },
  )
  await page.locator('#share-sheet input[type="file"]').setInputFiles(files)
  await Promise.all([
    page.waitForURL('**/share'),
    page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit()),
  ])
}

const MARKER = `CADENCE-SHARE-MARKER-${Date.now().toString(36)}`

function whatsAppTxt(seed: number): { file: SharedFile; text: string } {
  const text = `${generateChat({ seed, days: 120 })}${MARKER}\n`
  return {
    text,
    file: { name: 'WhatsApp Chat with Sam.txt', mimeType: 'text/plain', buffer: Buffer.from(text) },
  }
}

function iPhoneZip(): SharedFile {
  const lines = ['[01/03/2024, 08:00:00] Anna Lee: ‎Messages and calls are end-to-end encrypted.']
  for (let day = 1; day <= 28; day++) {
    const date = `${String(day).padStart(2, '0')}/03/2024`
    lines.push(`[${date}, 08:1${day % 10}:05] Anna Lee: morning! ${MARKER}`)
    lines.push(`[${date}, 08:2${day % 10}:40] Ben: hi`)
    lines.push(`[${date}, 19:4${day % 10}:00] Anna Lee: see you later`)
  }
  const buffer = Buffer.from(
    zipSync({
      '_chat.txt': strToU8(`${lines.join('\r\n')}\r\n`),
      '00000042-PHOTO-2024-03-02-19-42-00.jpg': new Uint8Array(2048).fill(9),
    }),
  )
  return { name: 'WhatsApp Chat - Anna Lee.zip', mimeType: 'application/zip', buffer }
}

const PHOTO: SharedFile = {
  name: 'IMG-20240302-WA0007.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.alloc(1024, 7),
}

/** Every request the browser makes (pages, workers and the service worker), with its body. */
function recordRequests(page: Page) {
  const requests: Request[] = []
  page.context().on('request', (request) => requests.push(request))
  return {
    withMarker: async () => {
      const carrying = requests.filter(
        (r) => r.url().includes(MARKER) || (r.postDataBuffer()?.includes(MARKER) ?? false),
      )
      // The share's own navigation carries the file into the browser: it must end at the
      // service worker, never on the network.
      const reachedNetwork = []
      for (const request of carrying) {
        const response = await request.response()
        const isShare = new URL(request.url()).pathname === '/share-target'
        if (!isShare || !response?.fromServiceWorker()) reachedNetwork.push(request.url())
      }
      return reachedNetwork
    },
  }
}

function pngSize(png: Buffer): [number, number] {
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

test('Cadence installs: a complete manifest in each language, its icons, and no installability errors', async ({
  page,
}, testInfo) => {
  await page.goto('/welcome')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = await (await page.request.get(href ?? '')).json()
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Cadence',
    short_name: 'Cadence',
    display: 'standalone',
    start_url: '/welcome',
    scope: '/',
    theme_color: '#4338ca',
    lang: 'en',
  })
  expect(manifest.description).toMatch(/never read/)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const) {
    const icon = manifest.icons.find(
      (i: { sizes: string; purpose: string }) =>
        i.sizes === `${size}x${size}` && i.purpose === purpose,
    )
    expect(icon, `${purpose} ${size}`).toBeDefined()
    const response = await page.request.get(icon.src)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(pngSize(await response.body())).toEqual([size, size])
  }
  expect(manifest.share_target).toMatchObject({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
  })
  expect(manifest.share_target.params.files[0].accept).toEqual(
    expect.arrayContaining([
      '.txt',
      '.zip',
      '.json',
      'text/plain',
      'application/zip',
      'application/json',
    ]),
  )

  // Chromium installs nothing from a private window (Playwright's contexts are): a profile on
  // disk, as a person's browser has, is asked instead.
  const profile = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    const installed = profile.pages()[0] ?? (await profile.newPage())
    await installed.goto(`${E2E_BASE_URL}/welcome`)
    await controlled(installed)
    const cdp = await profile.newCDPSession(installed)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await profile.close()
  }

  await page.goto('/de/welcome')
  const german = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(german).toBe('/manifest.webmanifest?lang=de')
  const translated = await (await page.request.get(german ?? '')).json()
  expect(translated).toMatchObject({ id: '/', lang: 'de', start_url: '/de/welcome' })
  expect(translated.description).not.toBe(manifest.description)
  expect((await page.request.get('/manifest.webmanifest?lang=xx')).ok()).toBe(true)

  // Where the browser offers installation, a quiet button takes the offer.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.body.dataset.installPrompted = 'yes'
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
  const install = page.getByRole('button', { name: 'Cadence installieren' })
  await expect(install).toBeVisible()
  await screenshotWidths(page, 'install-button', [390])
  await install.click()
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes')
  await expect(install).toBeHidden()
})

test('with no network, the landing page and the cleaner reload and a chat is analysed', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/welcome')
  await controlled(page)
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(['/welcome', '/cleaner']))

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You’re offline.' })).toBeVisible()

  await page.goto('/cleaner')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('input[type="file"]')).toBeAttached()

  const flow = await goToAnalyzeStep(page)
  const chat = generateChat({ seed: 31, days: 60 })
  await flow.locator('input[type="file"]').setInputFiles({
    name: 'chat.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(chat),
  })
  await expect(flow.getByRole('heading', { name: 'Your Free Relationship Analysis' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(flow).toContainText(analyzeChat(chat).totalMessages.toLocaleString('en-US'))
  await page.screenshot({ path: testInfo.outputPath('offline-try-it.png') })

  // A signed-in page opened offline says so, rather than asking to sign in.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible()
  expect(page.url()).toMatch(/\/dashboard$/)
})

/**
 * Shares `files` from a phone with no network, once the service worker is in charge, and waits
 * for the results of `chat` (the shared export's text): its message count on screen, and no
 * request that carried the file reaching the network.
 */
async function shareOffline(page: Page, files: SharedFile[], chat: string | Uint8Array) {
  const requests = recordRequests(page)
  await page.goto('/welcome')
  await controlled(page)
  await page.context().setOffline(true)

  await share(page, files)
  const results = page.getByTestId('try-it-results')
  await expect(results).toBeVisible({ timeout: 20_000 })
  const expected = analyzeChat(cleanExport(chat).text)
  await expect(results).toContainText(expected.totalMessages.toLocaleString('en-US'))
  expect(await requests.withMarker()).toEqual([])
  return { results, expected }
}

test('a WhatsApp .txt shared with no network opens with its figures, and the file goes nowhere', async ({
  page,
}) => {
  const { file, text } = whatsAppTxt(41)
  const { results, expected } = await shareOffline(page, [file, PHOTO], text)
  await expect(page.getByTestId('shared-file-name')).toHaveText(file.name)
  await expect(results).toContainText(`${expected.rhythmScore}`)
  await screenshotWidths(page, 'share-results', [390])

  // Leaving the share page forgets the file.
  await page.goto('/welcome')
  await page.goto('/share')
  await expect(page.getByRole('heading', { name: 'No chat arrived' })).toBeVisible()
})

test('an iPhone .zip shared with no network opens with the figures of its chat', async ({
  page,
}) => {
  const zip = iPhoneZip()
  await shareOffline(page, [zip], exportContent(zip.buffer, zip.name))
})

test('bad shares are told what Cadence takes', async ({ page }) => {
  await page.goto('/welcome')
  await controlled(page)

  await share(page, [PHOTO])
  await expect(page.getByRole('heading', { name: 'That is not a chat export' })).toBeVisible()
  await expect(page.getByTestId('share-problem')).toContainText('.zip from WhatsApp')
  await screenshotWidths(page, 'share-not-a-chat', [390])

  await share(page, [
    PHOTO,
    { ...PHOTO, name: 'IMG-2.jpg' },
    { ...PHOTO, name: 'scan.pdf', mimeType: 'application/pdf' },
  ])
  await expect(page.getByText('None of the 3 shared files is a chat export.')).toBeVisible()

  const large = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61)
  await share(page, [{ name: 'WhatsApp Chat with Kim.txt', mimeType: 'text/plain', buffer: large }])
  await expect(page.getByRole('heading', { name: 'This chat is too large' })).toBeVisible()

  const group = [
    '12/01/2024, 09:00 - Ann: hi all',
    '12/01/2024, 09:01 - Ben: hello',
    '12/01/2024, 09:02 - Cleo: hey',
    '12/01/2024, 09:05 - Ann: plans?',
  ].join('\n')
  await share(page, [
    { name: 'WhatsApp Chat with Trip.txt', mimeType: 'text/plain', buffer: Buffer.from(group) },
  ])
  await expect(page.getByRole('alert')).toContainText(/two people|group/i)
})

test('a chat shared after the free analysis is used waits for sign-in, and opens after sign-up', async ({
  page,
}) => {
  await page.goto('/welcome')
  await controlled(page)

  // The free analysis is used (or was, in this browser): the next chat waits for sign-in.
  await page.evaluate(() => localStorage.setItem('cadence.free-analysis-used', 'yes'))
  const { file } = whatsAppTxt(43)
  await share(page, [file])
  await expect(page.getByRole('heading', { name: 'Your free analysis is used' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/login')
  await page.goto('/share')
  await expect(page.getByTestId('shared-file-name')).toHaveText(file.name)

  // A new account lands on the dashboard after confirming: the chat waits there, and opens.
  await signUpAndConfirm(page, 'Lena')
  const waiting = page.getByRole('status').filter({ hasText: 'A shared chat is waiting' })
  await expect(waiting).toContainText(file.name)
  await waiting.getByRole('link', { name: 'Open it' }).click()
  await expect(page.getByRole('button', { name: 'Analyse and save' })).toBeVisible()
  await expect(page.getByTestId('shared-file-name')).toHaveText(file.name)
})

test('signed in, a shared chat is analysed offline and saved to the chosen connection once the network is back', async ({
  page,
  context,
}) => {
  const { email } = await signUpAndConfirm(page, 'Rosa')
  const chosen = `Zephyrine ${Date.now().toString(36)}`
  const connectionId = await createConnectionByApi(page, chosen)
  await createConnectionByApi(page, 'Alex')
  await page.goto('/dashboard')
  await controlled(page)
  const requests = recordRequests(page)

  const { file, text } = whatsAppTxt(47)
  await share(page, [file, PHOTO])
  await expect(page.getByRole('radio', { name: chosen })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshotWidths(page, 'share-signed-in', [390])
  await expectAccessible(page)
  await page.getByRole('radio', { name: chosen }).check()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Analyse and save' }).click()
  await expect(page.getByTestId('share-waiting')).toContainText('Waiting for the network to save')
  await context.setOffline(false)

  await page.waitForURL(`**/connections/${connectionId}`)
  const expected = analyzeChat(cleanExport(text).text)
  await expect(page.getByText(expected.totalMessages.toLocaleString('en-US')).first()).toBeVisible()
  expect(await requests.withMarker()).toEqual([])
  // Nothing the service worker keeps holds the account's data.
  const kept = await page.evaluate(
    async (privateWords) => {
      const found: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          const body = (await (await cache.match(request))?.text()) ?? ''
          if (request.url.includes('/api/') || privateWords.some((word) => body.includes(word)))
            found.push(`${name} ${request.url}`)
        }
      }
      return found
    },
    [chosen, email, connectionId],
  )
  expect(kept).toEqual([])
})

test('a new release is offered, and taken when the reader chooses Reload', async ({ page }) => {
  await page.goto('/welcome')
  await controlled(page)
  // The next release on the server, as a deploy puts it there: the same worker, plus a mark the
  // page can see once it is in charge. (This spec's tests run one after another, and the other
  // specs block service workers.)
  const worker = 'dist/web/sw.js'
  const original = readFileSync(worker, 'utf8')
  writeFileSync(
    worker,
    `${original}\nself.addEventListener('activate', (e) => e.waitUntil(caches.open('cadence-next-release')))\n`,
  )
  try {
    await nextRelease(page)
  } finally {
    writeFileSync(worker, original)
  }
})

/** Looks for the release on the server, is offered it, and takes it. */

async function nextRelease(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  const prompt = page.getByRole('region', { name: 'Update available' })
  await expect(prompt).toBeVisible()
  expect(await page.evaluate(() => caches.has('cadence-next-release'))).toBe(false)
  // The prompt sits at the bottom of the screen: a picture of the screen, not of the page.
  await page.setViewportSize({ width: 390, height: 844 })
  await animationsSettled(page)
  await page.screenshot({ path: test.info().outputPath('update-prompt-390.png') })

  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ])
  await controlled(page)
  expect(await page.evaluate(() => caches.has('cadence-next-release'))).toBe(true)
  await expect(page.getByRole('region', { name: 'Update available' })).toBeHidden()
}
