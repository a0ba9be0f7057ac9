// The time from a dropped chat file to its results on screen, as User Timing marks and
// measures named `cadence:…`. They stay in production: they are how `npm run bench:browser` and
// the end-to-end bound read where the time goes, and anyone can read them in the browser's
// performance panel. Each step is timed as it happens and written once the results are painted.

/** When each step of the worker ended, in milliseconds since the epoch (the worker has its own clock origin). */
export interface WorkerTimings {
  received: number
  read: number
  cleaned: number
  analysed: number
  posted: number
}

/** Milliseconds since the epoch, comparable across the page and its worker. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now()
}

/** The measures, in the order a result travels (the signed-in upload saves before it renders). */
export const PHASES = [
  'transfer',
  'read',
  'clean',
  'analyse',
  'transfer-back',
  'save',
  'first-render',
  'results',
  'whole',
  'charts',
] as const

/**
 * Marks and measures wait here until the results are painted: each costs a few milliseconds of
 * the main thread on a slow phone, and the results should not wait behind them. The times are
 * taken when things happen; only their entries are written later.
 */
let queued: Array<() => void> = []
/** The results of the current drop are painted: entries are written at once from now on. */
let painted = false
/** The current drop's results were rendered, or its charts drawn: a second view is not measured. */
let rendered = false
let charted = false

/** Writes `entry` now once the results are painted, else queues it until then. */
function record(entry: () => void) {
  if (painted) entry()
  else queued.push(entry)
}

/** The results are painted: the queued entries are written, and any later one at once. */
function writeQueued() {
  painted = true
  const entries = queued
  queued = []
  for (const entry of entries) entry()
}

function clearPrevious() {
  for (const name of ['drop', 'returned', 'rendered', 'painted', 'saved', 'whole', 'charts'])
    performance.clearMarks(`cadence:${name}`)
  for (const phase of PHASES) performance.clearMeasures(`cadence:${phase}`)
  queued = []
  painted = false
  rendered = false
  charted = false
}

function dropped(): boolean {
  return performance.getEntriesByName('cadence:drop', 'mark').length > 0
}

function mark(name: string, startTime: number) {
  performance.mark(`cadence:${name}`, { startTime })
}

function measure(name: (typeof PHASES)[number], start: number | string, end: number | string) {
  try {
    performance.measure(`cadence:${name}`, { start, end })
  } catch {
    // A mark it needs is missing (a second view of the same result): nothing to measure.
  }
}

/** A chat file was handed to the worker: the clock of the time to insight starts. */
export function markDrop(): void {
  clearPrevious()
  performance.mark('cadence:drop')
}

/** The worker's answer arrived: its steps become measures on the page's timeline. */
export function markWorkerDone(timings: WorkerTimings): void {
  const returned = performance.now()
  const local = (epoch: number) => Math.max(0, epoch - performance.timeOrigin)
  const drop = performance.getEntriesByName('cadence:drop', 'mark').at(-1)?.startTime
  record(() => {
    if (drop !== undefined) measure('transfer', drop, local(timings.received))
    measure('read', local(timings.received), local(timings.read))
    measure('clean', local(timings.read), local(timings.cleaned))
    measure('analyse', local(timings.cleaned), local(timings.analysed))
    mark('returned', returned)
    measure('transfer-back', local(timings.posted), returned)
  })
}

/**
 * The whole analysis arrived after its first figures (try-it, the share page): `whole` runs
 * from the drop to it.
 */
export function markWholeAnalysis(): void {
  const at = performance.now()
  record(() => {
    mark('whole', at)
    measure('whole', 'cadence:drop', 'cadence:whole')
  })
}

/** The signed-in upload's analysis is saved (its POST and the page's data are back). */
export function markSaved(): void {
  const at = performance.now()
  record(() => {
    mark('saved', at)
    measure('save', 'cadence:returned', 'cadence:saved')
  })
}

/**
 * The results are in the document (call from a layout effect, which runs as React commits them;
 * a passive effect can run a frame or more later): the first render is timed now, the time to
 * insight once the browser has painted them, and the entries are written then.
 */
export function markResultsShown(): void {
  if (rendered || !dropped()) return
  rendered = true
  const at = performance.now()
  record(() => {
    mark('rendered', at)
    const afterSave = performance.getEntriesByName('cadence:saved', 'mark').length > 0
    measure('first-render', afterSave ? 'cadence:saved' : 'cadence:returned', 'cadence:rendered')
  })
  const paint = () => {
    const paintedAt = performance.now()
    writeQueued()
    mark('painted', paintedAt)
    measure('results', 'cadence:drop', 'cadence:painted')
  }
  if (typeof requestAnimationFrame !== 'function') {
    writeQueued()
    return
  }
  // The frame after the next animation frame is the first one that shows the results.
  requestAnimationFrame(() => setTimeout(paint, 0))
}

/** The charts below a saved analysis are drawn. */
export function markChartsShown(): void {
  if (charted || !dropped()) return
  charted = true
  const at = performance.now()
  record(() => {
    mark('charts', at)
    measure('charts', 'cadence:rendered', 'cadence:charts')
  })
}
