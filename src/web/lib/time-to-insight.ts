// The time from a dropped chat file to its results on screen, as User Timing marks and
// measures named `cadence:…`. They cost next to nothing and stay in production: they are how
// `npm run bench:browser` and the end-to-end bound read where the time goes, and anyone can
// read them in the browser's performance panel.

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

function clearPrevious() {
  for (const name of ['drop', 'returned', 'rendered', 'painted', 'saved', 'whole', 'charts'])
    performance.clearMarks(`cadence:${name}`)
  for (const phase of PHASES) performance.clearMeasures(`cadence:${phase}`)
}

function measure(name: (typeof PHASES)[number], start: number | string, end?: number | string) {
  try {
    performance.measure(`cadence:${name}`, { start, end: end ?? performance.now() })
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
  const local = (epoch: number) => Math.max(0, epoch - performance.timeOrigin)
  const drop = performance.getEntriesByName('cadence:drop', 'mark').at(-1)
  if (drop) measure('transfer', drop.startTime, local(timings.received))
  measure('read', local(timings.received), local(timings.read))
  measure('clean', local(timings.read), local(timings.cleaned))
  measure('analyse', local(timings.cleaned), local(timings.analysed))
  const returned = performance.mark('cadence:returned')
  measure('transfer-back', local(timings.posted), returned.startTime)
}

/**
 * The whole analysis arrived after its first figures (try-it, the share page): `whole` runs
 * from the drop to it.
 */
export function markWholeAnalysis(): void {
  performance.mark('cadence:whole')
  measure('whole', 'cadence:drop', 'cadence:whole')
}

/** The signed-in upload's analysis is saved (its POST and the page's data are back). */
export function markSaved(): void {
  performance.mark('cadence:saved')
  measure('save', 'cadence:returned', 'cadence:saved')
}

/**
 * The results are in the document (call from a layout effect, which runs as React commits them;
 * a passive effect can run a frame or more later): the first render is measured now, the time
 * to insight once the browser has painted them.
 */
export function markResultsShown(): void {
  if (performance.getEntriesByName('cadence:rendered', 'mark').length > 0) return
  if (performance.getEntriesByName('cadence:drop', 'mark').length === 0) return
  performance.mark('cadence:rendered')
  const saved = performance.getEntriesByName('cadence:saved', 'mark').length > 0
  measure('first-render', saved ? 'cadence:saved' : 'cadence:returned', 'cadence:rendered')
  if (typeof requestAnimationFrame !== 'function') return
  // The frame after the next animation frame is the first one that shows the results.
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.mark('cadence:painted')
      measure('results', 'cadence:drop', 'cadence:painted')
    }, 0),
  )
}

/** The charts below a saved analysis are drawn. */
export function markChartsShown(): void {
  if (performance.getEntriesByName('cadence:drop', 'mark').length === 0) return
  if (performance.getEntriesByName('cadence:charts', 'mark').length > 0) return
  performance.mark('cadence:charts')
  measure('charts', 'cadence:rendered', 'cadence:charts')
}
