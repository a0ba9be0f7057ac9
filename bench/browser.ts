// `npm run bench:browser`: time to insight in Debian's Chromium. A 10 MB raw WhatsApp export is
// dropped on the landing page's try-it flow and on a signed-in connection's upload, against the
// production build served on its own port; each run reads the app's `cadence:…` performance
// measures (src/web/lib/time-to-insight.ts), the longest main-thread task and the peak JS heap
// of the page and its worker. Written to docs/benchmarks.md. Not part of `npm test`.
//
// `npm run bench:browser -- --phone`: the same at a 4× CPU slowdown (bench/cpu-throttle.ts),
// each run taken at desk speed and slowed in turn, on try-it, the share page (the file shared
// from another app, through the service worker) and the signed-in upload. Where the protocol
// cannot slow a worker, the worker's steps are counted four times over, and the output says so.
// Written to its own section of docs/benchmarks.md.
//
// BENCH_RUNS (default 3), BENCH_BROWSER_PORT (3621), BENCH_SMTP_PORT (3622), CHROMIUM_PATH,
// BENCH_FLOWS=try-it,upload (with --phone: try-it,share,upload), BENCH_SLOWDOWN (4),
// BENCH_WRITE=0 to print only, BENCH_TRACE=dir for a Chromium trace of each run.

import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Page,
} from '@playwright/test'
import { goToAnalyzeStep } from '../e2e/support/try-it'
import { CHROMIUM_ARGS } from '../playwright.config'
import {
  confirmationLinkIn,
  type SmtpCapture,
  startSmtpCapture,
} from '../src/server/testing/smtp-capture'
import { startAppServer } from '../src/server/testing/start-app-server'
import { PHASES } from '../src/web/lib/time-to-insight'
import { type CpuThrottle, probeThrottle, type ThrottleProbe, throttleCpu } from './cpu-throttle'
import { generateWhatsAppExport } from './generate-whatsapp'
import { INPUT_FOLDER } from './inputs'
import { writeSection } from './results-section'
import { median } from './statistics'

/**
 * The signed-in upload is measured like the others but has no time goal: it also saves the whole
 * analysis and opens its page, so the 600 ms at 4× is try-it's and the share page's.
 */
const UPLOAD_FLOW = 'signed-in upload (to the saved analysis and its charts)'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT = Number(process.env.BENCH_BROWSER_PORT ?? 3621)
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 3622)
const BASE = `http://127.0.0.1:${PORT}`
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PHONE = process.argv.includes('--phone')
const SLOWDOWN = Number(process.env.BENCH_SLOWDOWN ?? 4)
const FLOWS = new Set(
  (process.env.BENCH_FLOWS ?? (PHONE ? 'try-it,share,upload' : 'try-it,upload')).split(','),
)
const TRACE_DIR = process.env.BENCH_TRACE
const PASSWORD = 'bench-browser-password-long-enough'
const RESULTS_TIMEOUT_MS = 60_000

type Phase = (typeof PHASES)[number]

interface Run {
  /** The CPU slowdown the run was taken at (1: desk speed). */
  slowdown: number
  /** Slowed runs: whether the protocol slowed the page's workers too (else their steps are counted). */
  workersSlowed?: boolean
  phases: Partial<Record<Phase, number>>
  /** The share page: from the share's navigation (the share sheet's post) to results on screen. */
  shareToResults?: number
  /** Longest main-thread task from the drop until the worker's answer, and until the results show. */
  longestTaskAnalysis: number
  longestTaskToResults: number
  /** Peak JS heap of the page's main thread (MB), during the run. */
  pageHeapMb: number
}

/**
 * The raw export of bench/generate-whatsapp.ts cut at the last whole line within 10,000,000 bytes,
 * so it passes the upload limit (10 MiB) the pages check before anything else.
 */
function ensureBrowserInput(): { path: string; bytes: number } {
  const path = join(INPUT_FOLDER, 'whatsapp-android-browser-10mb.txt')
  if (!existsSync(path)) {
    mkdirSync(INPUT_FOLDER, { recursive: true })
    const bytes = Buffer.from(generateWhatsAppExport(10_500_000))
    writeFileSync(path, bytes.subarray(0, bytes.lastIndexOf(10, 10_000_000) + 1))
  }
  return { path, bytes: statSync(path).size }
}

function ensureBuild() {
  if (existsSync('dist/web/index.html') && existsSync('dist/ssr/entry-server.js')) return
  console.log('No production build in dist/: running `npm run build` first…')
  execSync('npm run build', { stdio: 'inherit' })
}

async function _waitUntil<T>(what: string, probe: () => Promise<T | undefined>, ms = 90_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * Peak JS heap of the page's main thread, sampled over CDP while a run lasts. (The worker's is
 * measured apart, by bench/worker-heap.ts: a worker busy in synchronous work answers no query.)
 */
async function samplePageHeap(cdp: CDPSession) {
  let peak = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const heap = await cdp.send('Runtime.getHeapUsage').catch(() => null)
      if (heap) peak = Math.max(peak, heap.usedSize)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return async () => {
    running = false
    await loop
    return peak
  }
}

/** The worker's steps on the file in V8 (Node), its heap read at each progress report. */
function workerHeap(path: string): { heap: number; arrayBuffers: number } {
  const out = execSync(
    `"${process.execPath}" --expose-gc --import tsx bench/worker-heap.ts "${path}"`,
    { encoding: 'utf8' },
  )
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}')
}

/** Collects long tasks from the page's first moment on. */
const LONG_TASKS_SCRIPT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`

/** The app's measures and the longest tasks of the run (a string: tsx would rename functions inside). */
const READ_FIGURES_SCRIPT = `(() => {
  const last = (name) => performance.getEntriesByName(name).at(-1);
  const measures = {};
  for (const entry of performance.getEntriesByType('measure'))
    if (entry.name.startsWith('cadence:')) measures[entry.name.slice(8)] = entry.duration;
  const drop = last('cadence:drop')?.startTime ?? 0;
  const returned = last('cadence:returned')?.startTime ?? 0;
  const painted = last('cadence:painted')?.startTime ?? 0;
  const longest = (from, to) => Math.max(0, ...window.__longTasks
    .filter((t) => t.start + t.duration > from && t.start < to).map((t) => t.duration));
  return { measures, painted, longestTaskAnalysis: longest(drop, returned), longestTaskToResults: longest(drop, painted) };
})()`

async function readRun(page: Page, pageHeap: number, slowdown: number): Promise<Run> {
  const figures = (await page.evaluate(READ_FIGURES_SCRIPT)) as {
    measures: Record<string, number>
    painted: number
    longestTaskAnalysis: number
    longestTaskToResults: number
  }
  const phases: Run['phases'] = {}
  for (const phase of PHASES) {
    const value = figures.measures[phase]
    if (value !== undefined) phases[phase] = value
  }
  return {
    slowdown,
    phases,
    shareToResults: new URL(page.url()).pathname === '/share' ? figures.painted : undefined,
    longestTaskAnalysis: figures.longestTaskAnalysis,
    longestTaskToResults: figures.longestTaskToResults,
    pageHeapMb: pageHeap / 1e6,
  }
}

/**
 * Slows the page (and its workers where the protocol allows) from its first moment, in phone
 * runs; `throttle.cdp` must stay attached until the run is read.
 */
async function slowedFrom(
  context: BrowserContext,
  page: Page,
  slowdown: number,
): Promise<CpuThrottle | null> {
  return slowdown > 1 ? throttleCpu(context, page, slowdown) : null
}

async function measured(
  page: Page,
  name: string,
  throttle: CpuThrottle | null,
  act: () => Promise<void>,
): Promise<Run> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const stopHeap = await samplePageHeap(cdp)
  if (TRACE_DIR) await page.context().browser()?.startTracing(page, { screenshots: false })
  await act()
  if (TRACE_DIR) {
    mkdirSync(TRACE_DIR, { recursive: true })
    const trace = await page.context().browser()?.stopTracing()
    if (trace) writeFileSync(join(TRACE_DIR, `${name}.json`), trace)
  }
  const run = await readRun(page, await stopHeap(), throttle ? SLOWDOWN : 1)
  await cdp.detach()
  if (throttle) {
    // Every worker the page started: the prewarmed one and any the flow started after it.
    run.workersSlowed =
      throttle.workers.length > 0 && throttle.workers.every((w) => w.accepted === true)
    await throttle.cdp.detach()
  }
  return run
}

async function tryItRun(browser: Browser, file: string, n: number, slowdown = 1): Promise<Run> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-US' })
  await context.addInitScript(LONG_TASKS_SCRIPT)
  const page = await context.newPage()
  try {
    const throttle = await slowedFrom(context, page, slowdown)
    const flow = await goToAnalyzeStep(page)
    // The worker is started ahead of the file (the page prewarms it): wait until it is fetched.
    await page.waitForLoadState('networkidle')
    return await measured(page, `try-it-${n}-${slowdown}x`, throttle, async () => {
      await flow.locator('input[type="file"]').setInputFiles(file)
      await page.waitForFunction(
        () => performance.getEntriesByName('cadence:results').length > 0,
        undefined,
        { timeout: RESULTS_TIMEOUT_MS, polling: 50 },
      )
      await flow
        .getByRole('heading', { name: 'Your Free Relationship Analysis' })
        .waitFor({ timeout: 1000 })
    })
  } finally {
    await context.close()
  }
}

/**
 * A 10 MB export shared to Cadence from another app, as Chromium delivers it from the share
 * sheet: a multipart POST navigation to the manifest's share target, which the service worker
 * answers by keeping the file on the device and opening the share page (signed out: the free
 * analysis). The page then reads the file from the device and analyses it.
 */
async function shareRun(browser: Browser, file: string, n: number, slowdown = 1): Promise<Run> {
  const context = await browser.newContext({
    baseURL: BASE,
    locale: 'en-US',
    serviceWorkers: 'allow',
  })
  await context.addInitScript(LONG_TASKS_SCRIPT)
  const page = await context.newPage()
  try {
    const throttle = await slowedFrom(context, page, slowdown)
    await page.goto('/welcome')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: RESULTS_TIMEOUT_MS,
    })
    await page.waitForLoadState('networkidle')
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    const { action, method, enctype, params } = manifest.share_target
    await page.evaluate(
      `(() => {
        const form = document.createElement('form');
        Object.assign(form, { action: ${JSON.stringify(action)}, method: ${JSON.stringify(method)},
          enctype: ${JSON.stringify(enctype)}, id: 'share-sheet' });
        const input = Object.assign(document.createElement('input'),
          { type: 'file', name: ${JSON.stringify(params.files[0].name)}, multiple: true });
        form.append(input);
        document.body.append(form);
      })()`,
    )
    await page.locator('#share-sheet input[type="file"]').setInputFiles(file)
    return await measured(page, `share-${n}-${slowdown}x`, throttle, async () => {
      await Promise.all([
        page.waitForURL('**/share', { timeout: RESULTS_TIMEOUT_MS }),
        page.evaluate(`document.getElementById('share-sheet').submit()`),
      ])
      await page.waitForFunction(
        () => performance.getEntriesByName('cadence:results').length > 0,
        undefined,
        { timeout: RESULTS_TIMEOUT_MS, polling: 50 },
      )
      await page.getByTestId('try-it-results').waitFor({ timeout: 1000 })
    })
  } finally {
    await context.close()
  }
}

/** A signed-in premium user (no monthly limit on full analyses), in its own browser context. */
async function signedInContext(browser: Browser, smtp: SmtpCapture) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-US' })
  await context.addInitScript(LONG_TASKS_SCRIPT)
  const page = await context.newPage()
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`
  const headers = { Origin: BASE }
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Bench', callbackURL: '/dashboard' },
    headers,
  })
  if (!signUp.ok()) throw new Error(`Sign-up failed: ${signUp.status()}`)
  const link = confirmationLinkIn(await smtp.waitForMail(email))
  await page.goto(link)
  await page.waitForURL('**/dashboard')
  const checkout = await page.request.post('/api/billing/checkout-session', {
    data: { tier: 'premium' },
    headers,
  })
  if (!checkout.ok()) throw new Error(`Checkout failed: ${checkout.status()}`)
  await page.goto((await checkout.json()).url)
  await page.getByRole('button', { name: /^Pay .* \(test mode\)$/ }).click()
  await page.waitForURL(/\/dashboard/)
  return { context, page }
}

async function uploadRun(page: Page, file: string, n: number, slowdown = 1): Promise<Run> {
  const created = await page.request.post('/api/connections', {
    data: { name: `Bench ${n}` },
    headers: { Origin: BASE },
  })
  if (created.status() !== 201) throw new Error(`Creating a connection failed: ${created.status()}`)
  const id = (await created.json()).connection.id as string
  const throttle = await slowedFrom(page.context(), page, slowdown)
  await page.goto(`/connections/${id}`)
  await page.locator('input[type="file"]').setInputFiles(file)
  const analyse = page.getByRole('button', { name: 'Analyze Connection' })
  await page.waitForLoadState('networkidle')
  return await measured(page, `upload-${n}-${slowdown}x`, throttle, async () => {
    await analyse.click()
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('cadence:results').length > 0 &&
        performance.getEntriesByName('cadence:charts').length > 0,
      undefined,
      { timeout: RESULTS_TIMEOUT_MS, polling: 50 },
    )
  })
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)}`)
const mb = (value: number) => value.toFixed(1)

function summarise(runs: Run[]) {
  const of = (pick: (run: Run) => number | undefined) => {
    const values = runs.map(pick).filter((v): v is number => v !== undefined)
    return values.length ? median(values) : undefined
  }
  return {
    results: of((r) => r.phases.results),
    each: runs.map((r) => r.phases.results),
    phases: Object.fromEntries(PHASES.map((p) => [p, of((r) => r.phases[p])])) as Record<
      Phase,
      number | undefined
    >,
    longestTaskAnalysis: Math.max(...runs.map((r) => r.longestTaskAnalysis)),
    longestTaskToResults: Math.max(...runs.map((r) => r.longestTaskToResults)),
    pageHeapMb: Math.max(...runs.map((r) => r.pageHeapMb)),
  }
}

function report(
  flows: Map<string, Run[]>,
  fileMb: number,
  worker: { heap: number; arrayBuffers: number },
): string {
  const workerMb = worker.heap / 1e6
  const rows = [...flows].map(([name, runs]) => [name, summarise(runs)] as const)
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**')
  const lines = [
    '| flow | drop → results on screen, median (runs) | goal ≤ 1,000 ms (aim 500) | longest main-thread task, read + analysis (to results) | goal ≤ 200 ms | peak JS heap, page + worker | goal ≤ 3× file |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(([name, s]) => {
      const heap = s.pageHeapMb + workerMb
      return `| ${name} | ${ms(s.results)} ms (${s.each.map(ms).join(', ')}) | ${verdict((s.results ?? Infinity) <= 1000)} | ${ms(s.longestTaskAnalysis)} ms (${ms(s.longestTaskToResults)} ms) | ${verdict(s.longestTaskAnalysis <= 200)} | ${mb(heap)} MB (${mb(s.pageHeapMb)} + ${mb(workerMb)}) = ${(heap / fileMb).toFixed(1)}× | ${verdict(heap <= 3 * fileMb)} |`
    }),
    '',
    `Breakdown (median ms) by phase, from the app's \`cadence:…\` measures:`,
    '',
    `| flow | ${PHASES.join(' | ')} |`,
    `| --- | ${PHASES.map(() => '---').join(' | ')} |`,
    ...rows.map(([name, s]) => `| ${name} | ${PHASES.map((p) => ms(s.phases[p])).join(' | ')} |`),
    '',
    `The worker's heap grows by ${mb(workerMb)} MB at its peak; beside it, ${mb(worker.arrayBuffers / 1e6)} MB of typed arrays (the file's bytes and the cleaner's columns) live outside the JS heap.`,
  ]
  return lines.join('\n')
}

/** The worker's steps, as the page measures them: its start (or the round of warm-up it was in), reading, cleaning, analysing. */
const WORKER_PHASES = ['transfer', 'read', 'clean', 'analyse'] as const satisfies readonly Phase[]

/**
 * A slowed run as a phone would see it: where the protocol did not slow the worker, each of its
 * steps is counted `SLOWDOWN` times over, and the time to results grows by the difference.
 */
function counted(run: Run): Run {
  if (run.slowdown === 1 || run.workersSlowed) return run
  const phases = { ...run.phases }
  let extra = 0
  for (const phase of WORKER_PHASES) {
    const value = run.phases[phase]
    if (value === undefined) continue
    phases[phase] = value * run.slowdown
    extra += value * (run.slowdown - 1)
  }
  const later = (value: number | undefined) => (value === undefined ? undefined : value + extra)
  phases.results = later(run.phases.results)
  // The whole analysis follows the first figures: the worker's further work is counted over too.
  const whole = run.phases.whole
  if (whole !== undefined) {
    const returned = (['transfer', 'read', 'clean', 'analyse', 'transfer-back'] as const).reduce(
      (sum, phase) => sum + (run.phases[phase] ?? 0),
      0,
    )
    phases.whole = returned + extra + Math.max(0, whole - returned) * run.slowdown
  }
  return { ...run, phases, shareToResults: later(run.shareToResults) }
}

function phoneReport(
  flows: Map<string, { desk: Run[]; phone: Run[] }>,
  probe: ThrottleProbe,
  worker: { heap: number; arrayBuffers: number },
): string {
  const x = `${SLOWDOWN}×`
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**')
  const each = (values: (number | undefined)[]) => values.map(ms).join(', ')
  const rows = [...flows].map(
    ([name, runs]) =>
      [name, summarise(runs.desk), summarise(runs.phone.map(counted)), runs] as const,
  )
  const workerMb = worker.heap / 1e6
  const slowedWorkers = probe.workersSlowed
  const marked = (phase: Phase) =>
    !slowedWorkers && ([...WORKER_PHASES, 'whole'] as readonly Phase[]).includes(phase)
      ? `${phase} *`
      : phase
  const lines = [
    `| flow | desk: drop → results, median (runs) | ${x}: drop → results, median (runs) | goal at ${x} ≤ 600 ms (aim 400) | ${x}: longest main-thread task, read + analysis (to results) | goal ≤ 200 ms | ${x}: peak JS heap, page + worker |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(([name, desk, phone]) => {
      return `| ${name} | ${ms(desk.results)} ms (${each(desk.each)}) | ${ms(phone.results)} ms (${each(phone.each)}) | ${name === UPLOAD_FLOW ? 'no target' : verdict((phone.results ?? Infinity) <= 600)} | ${ms(phone.longestTaskAnalysis)} ms (${ms(phone.longestTaskToResults)} ms) | ${verdict(phone.longestTaskAnalysis <= 200)} | ${mb(phone.pageHeapMb + workerMb)} MB (${mb(phone.pageHeapMb)} + ${mb(workerMb)}) |`
    }),
    '',
    ...rows
      .filter(([, , , runs]) => runs.phone.some((r) => r.shareToResults !== undefined))
      .map(([name, , , runs]) => {
        const desk = runs.desk.map((r) => r.shareToResults)
        const phone = runs.phone.map((r) => counted(r).shareToResults)
        const of = (values: (number | undefined)[]) =>
          median(values.filter((v): v is number => v !== undefined))
        return `${name}, from the share sheet's post (the service worker keeping the file, the page loading and reading it) to results on screen: desk ${ms(of(desk))} ms (${each(desk)}), ${x} ${ms(of(phone))} ms (${each(phone)}).\n`
      }),
    `Breakdown (median ms) by phase, from the app's \`cadence:…\` measures, at desk speed and at ${x}:`,
    '',
    `| flow | speed | ${PHASES.map(marked).join(' | ')} |`,
    `| --- | --- | ${PHASES.map(() => '---').join(' | ')} |`,
    ...rows.flatMap(([name, desk, phone]) => [
      `| ${name} | desk | ${PHASES.map((p) => ms(desk.phases[p])).join(' | ')} |`,
      `| ${name} | ${x} | ${PHASES.map((p) => ms(phone.phases[p])).join(' | ')} |`,
    ]),
    '',
    slowedWorkers
      ? `The protocol slowed the page's workers too: a known loop ran ${probe.workerRatio.toFixed(1)}× as long in a worker and ${probe.pageRatio.toFixed(1)}× on the page.`
      : `**Workers counted, not slowed.** Chromium does not slow a dedicated worker through the protocol (\`Target.setAutoAttach\`: "${probe.worker?.error ?? 'nothing'}"); a known loop ran ${probe.pageRatio.toFixed(1)}× as long on the slowed page and ${probe.workerRatio.toFixed(1)}× in its worker. The worker's steps (marked *) are counted ${SLOWDOWN} times over at ${x}, and the time to results grows by the difference.`,
    `The worker's heap grows by ${mb(workerMb)} MB at its peak (bench/worker-heap.ts); beside it, ${mb(worker.arrayBuffers / 1e6)} MB of typed arrays live outside the JS heap.`,
  ]
  return lines.join('\n')
}

/** Phone mode: each run at desk speed and slowed, in turn, so both meet the same moments of a busy machine. */
async function inTurns(
  name: string,
  take: (n: number, slowdown: number) => Promise<Run>,
): Promise<{ desk: Run[]; phone: Run[] }> {
  const desk: Run[] = []
  const phone: Run[] = []
  for (let n = 1; n <= RUNS; n++) {
    const order = n % 2 === 1 ? [1, SLOWDOWN] : [SLOWDOWN, 1]
    for (const slowdown of order) {
      const run = await take(n, slowdown)
      console.log(`${name} run ${n} at ${slowdown}×: ${JSON.stringify(run)}`)
      ;(slowdown === 1 ? desk : phone).push(run)
    }
  }
  return { desk, phone }
}

const machineNow = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`

async function phone(browser: Browser, smtp: SmtpCapture, file: string) {
  const probe = await probeThrottle(browser, SLOWDOWN)
  console.log(`Throttle probe: ${JSON.stringify(probe)}`)
  const flows = new Map<string, { desk: Run[]; phone: Run[] }>()
  if (FLOWS.has('try-it'))
    flows.set(
      'try-it (landing page, signed out)',
      await inTurns('try-it', (n, slowdown) => tryItRun(browser, file, n, slowdown)),
    )
  if (FLOWS.has('share'))
    flows.set(
      'share page (a shared export, signed out)',
      await inTurns('share', (n, slowdown) => shareRun(browser, file, n, slowdown)),
    )
  if (FLOWS.has('upload')) {
    const { context, page } = await signedInContext(browser, smtp)
    try {
      flows.set(
        UPLOAD_FLOW,
        await inTurns('upload', (n, slowdown) => uploadRun(page, file, n, slowdown)),
      )
    } finally {
      await context.close()
    }
  }
  return { flows, probe }
}

async function desk(browser: Browser, smtp: SmtpCapture, file: string) {
  const flows = new Map<string, Run[]>()
  if (FLOWS.has('try-it')) {
    const runs: Run[] = []
    for (let n = 1; n <= RUNS; n++) {
      const run = await tryItRun(browser, file, n)
      console.log(`try-it run ${n}: ${JSON.stringify(run)}`)
      runs.push(run)
    }
    flows.set('try-it (landing page, signed out)', runs)
  }
  if (FLOWS.has('share')) {
    const runs: Run[] = []
    for (let n = 1; n <= RUNS; n++) {
      const run = await shareRun(browser, file, n)
      console.log(`share run ${n}: ${JSON.stringify(run)}`)
      runs.push(run)
    }
    flows.set('share page (a shared export, signed out)', runs)
  }
  if (FLOWS.has('upload')) {
    const { context, page } = await signedInContext(browser, smtp)
    const runs: Run[] = []
    try {
      for (let n = 1; n <= RUNS; n++) {
        const run = await uploadRun(page, file, n)
        console.log(`upload run ${n}: ${JSON.stringify(run)}`)
        runs.push(run)
      }
    } finally {
      await context.close()
    }
    flows.set(UPLOAD_FLOW, runs)
  }
  return flows
}

async function main() {
  ensureBuild()
  const input = ensureBrowserInput()
  const fileMb = input.bytes / 1e6
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-browser-'))
  const smtp = await startSmtpCapture({ port: SMTP_PORT })
  const server = await startAppServer({ port: PORT, smtpPort: SMTP_PORT, dataDir })
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  })
  const loadBefore = machineNow()
  let deskFlows = new Map<string, Run[]>()
  let phoneFlows: Awaited<ReturnType<typeof phone>> | null = null
  try {
    if (PHONE) phoneFlows = await phone(browser, smtp, input.path)
    else deskFlows = await desk(browser, smtp, input.path)
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const worker = workerHeap(input.path)
  const write = process.env.BENCH_WRITE !== '0'
  if (phoneFlows) {
    const machine = `${loadBefore} at the start of the run, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at the end`
    const table = phoneReport(phoneFlows.flows, phoneFlows.probe, worker)
    console.log(`\n${table}\n\n${machine}`)
    if (!write) return
    writeSection(
      join(process.cwd(), 'docs', 'benchmarks.md'),
      'bench:phone',
      `## Phone (${SLOWDOWN}× CPU slowdown)

\`npm run bench:browser -- --phone\`: the ${fileMb.toFixed(1)} MB export of "Time to insight in the browser" on each flow, ${RUNS} times at
desk speed and ${RUNS} times at Chromium's ${SLOWDOWN}× CPU slowdown (\`Emulation.setCPUThrottlingRate\`, Lighthouse's stand-in for a
mid-range phone, set before the page loads), the two taking turns; ${machine}.
The share page's file comes as the share sheet sends it (a multipart post the service worker answers); its time runs,
like the others', from the page's call to the worker. On try-it and the share page \`analyse\` is the first figures and
\`whole\` runs from the drop to the whole analysis in the page (the year in review reads it); on the upload \`analyse\`
is the whole analysis. Long tasks and heaps are read the same way.

${table}`,
    )
    return
  }
  const machine = `${machineNow()} at the end of the run`
  const table = report(deskFlows, fileMb, worker)
  console.log(`\n${table}\n\n${machine}`)
  if (!write) return
  writeSection(
    join(process.cwd(), 'docs', 'benchmarks.md'),
    'bench:browser',
    `## Time to insight in the browser

\`npm run bench:browser\` (\`bench/browser.ts\`): a ${fileMb.toFixed(1)} MB raw WhatsApp export (\`bench/generate-whatsapp.ts\`) dropped ${RUNS} times
on each flow in Debian's Chromium, against the production build; ${machine}. "Results on screen" runs
from the file reaching the app to the first frame painted after the results are in the document (\`cadence:results\`). Long tasks
come from a \`PerformanceObserver\` (0: none of 50 ms or more, the shortest it reports). The page's heap is sampled every
20 ms over CDP (the highest run shown); the worker's comes from \`bench/worker-heap.ts\`, which runs the worker's steps on
the same file in V8 (a worker busy in synchronous work answers no CDP query, so sampling it from outside misses its peak).

${table}`,
  )
}

await main()
