// CPU slowdown for `npm run bench:browser -- --phone`, through the DevTools protocol: the
// page's main thread with Emulation.setCPUThrottlingRate (what Lighthouse uses to stand for a
// mid-range phone), and its dedicated workers where the protocol allows it. Each worker the
// page starts is attached to (Target.setAutoAttach) and asked for the same slowdown; whether it
// took is recorded, and a probe times a known loop on a page and in a worker, at full speed
// and slowed, so the bench knows what really ran slower.

import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'

export interface WorkerThrottle {
  url: string
  /** The protocol's answer: undefined while waiting, true when the worker took the slowdown. */
  accepted?: boolean
  error?: string
}

export interface CpuThrottle {
  /** The page's own session: keep it attached while the run lasts, or the slowdown ends. */
  cdp: CDPSession
  workers: WorkerThrottle[]
}

let nextMessageId = 1

/** Slows the page by `rate` and asks the same of every dedicated worker it has or starts. */
export async function throttleCpu(
  context: BrowserContext,
  page: Page,
  rate: number,
): Promise<CpuThrottle> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const workers: WorkerThrottle[] = []
  const pending = new Map<number, WorkerThrottle>()
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return
    const worker: WorkerThrottle = { url: targetInfo.url }
    workers.push(worker)
    const id = nextMessageId++
    pending.set(id, worker)
    const message = JSON.stringify({
      id,
      method: 'Emulation.setCPUThrottlingRate',
      params: { rate },
    })
    cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch((error: unknown) => {
      worker.accepted = false
      worker.error = String(error)
    })
  })
  // A worker's answers come back wrapped, since the sessions are not flattened.
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as { id?: number; error?: { message: string } }
    const worker = answer.id === undefined ? undefined : pending.get(answer.id)
    if (!worker) return
    pending.delete(answer.id as number)
    worker.accepted = answer.error === undefined
    if (answer.error) worker.error = answer.error.message
  })
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  })
  return { cdp, workers }
}

/** A loop of fixed work, timed where it runs (a string: tsx would rename a function inside). */
const SPIN = `function spin() {
  let x = 0;
  const started = performance.now();
  for (let i = 0; i < 20e6; i++) x += Math.sqrt(i);
  return x > 0 ? performance.now() - started : -1;
}`

const PROBE_SCRIPT = `(() => {
  ${SPIN}
  window.__spin = spin;
  const source = ${JSON.stringify(SPIN)} + '; onmessage = () => postMessage(spin());';
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  window.__workerSpin = () => new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.postMessage(0);
  });
})()`

export interface ThrottleProbe {
  /** How many times slower the loop ran, slowed against full speed (medians of 3). */
  pageRatio: number
  workerRatio: number
  /** The protocol's answer for the probe's worker. */
  worker: WorkerThrottle | undefined
  /** Whether the bench treats workers as slowed: the protocol took it and the loop slowed. */
  workersSlowed: boolean
}

const median3 = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? Number.NaN

/** Times the loop on a blank page and in its worker, at full speed and slowed by `rate`. */
export async function probeThrottle(browser: Browser, rate: number): Promise<ThrottleProbe> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto('data:text/html,<title>probe</title>')
    await page.evaluate(PROBE_SCRIPT)
    const time = async () => {
      const onPage: number[] = []
      const inWorker: number[] = []
      for (let i = 0; i < 3; i++) {
        onPage.push((await page.evaluate('window.__spin()')) as number)
        inWorker.push((await page.evaluate('window.__workerSpin()')) as number)
      }
      return { page: median3(onPage), worker: median3(inWorker) }
    }
    await time()
    const fast = await time()
    const throttle = await throttleCpu(context, page, rate)
    // The worker's answer to the slowdown comes back over the protocol: wait for it.
    for (let i = 0; i < 50 && throttle.workers[0]?.accepted === undefined; i++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    const slow = await time()
    await throttle.cdp.detach()
    const worker = throttle.workers[0]
    const workerRatio = slow.worker / fast.worker
    return {
      pageRatio: slow.page / fast.page,
      workerRatio,
      worker,
      // Halfway to the asked rate at least: a loaded machine bends both timings.
      workersSlowed: worker?.accepted === true && workerRatio >= 1 + (rate - 1) / 2,
    }
  } finally {
    await context.close()
  }
}
