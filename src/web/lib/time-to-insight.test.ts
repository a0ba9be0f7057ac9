import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  epochNow,
  markChartsShown,
  markDrop,
  markResultsShown,
  markSaved,
  markWorkerDone,
} from './time-to-insight'

function measures(): Record<string, number> {
  return Object.fromEntries(
    performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('cadence:'))
      .map((entry) => [entry.name.slice('cadence:'.length), Math.round(entry.duration)]),
  )
}

/** The worker's steps as it reports them: epoch times, `ms` after each other from now. */
function workerTimings(...ms: number[]) {
  const start = epochNow()
  const [received = 0, read = 0, cleaned = 0, analysed = 0, posted = 0] = ms.map(
    (_, i) => start + ms.slice(0, i + 1).reduce((a, b) => a + b, 0),
  )
  return { received, read, cleaned, analysed, posted }
}

describe('time to insight', () => {
  beforeEach(() => {
    performance.clearMarks()
    performance.clearMeasures()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** Only the timers: the marks need the real performance clock. */
  function fakeFrames() {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    )
  }

  it("turns the worker's epoch times into the page's measures of each step, once the results are painted", () => {
    fakeFrames()
    markDrop()
    markWorkerDone(workerTimings(0, 40, 200, 150, 0))
    // Nothing is written while the results are on their way.
    expect(measures()).toEqual({})
    markResultsShown()
    expect(measures()).toEqual({})
    vi.runAllTimers()
    const figures = measures()
    expect(figures.read).toBe(40)
    expect(figures.clean).toBe(200)
    expect(figures.analyse).toBe(150)
    expect(Object.keys(figures).sort()).toEqual([
      'analyse',
      'clean',
      'first-render',
      'read',
      'results',
      'transfer',
      'transfer-back',
    ])
  })

  it('measures the results from the drop to the frame after they are rendered, once', () => {
    fakeFrames()
    markDrop()
    markWorkerDone(workerTimings(0, 1, 1, 1, 0))
    markSaved()
    // The first render is timed when it happens, though written with the rest.
    const before = performance.now()
    markResultsShown()
    const after = performance.now()
    vi.runAllTimers()
    expect(measures()).toHaveProperty('results')
    expect(measures()).toHaveProperty('save')
    const rendered = performance.getEntriesByName('cadence:rendered', 'mark')[0]?.startTime ?? -1
    expect(rendered).toBeGreaterThanOrEqual(before)
    expect(rendered).toBeLessThanOrEqual(after)
    const painted = performance.getEntriesByName('cadence:painted', 'mark')[0]?.startTime ?? -1
    expect(painted).toBeGreaterThanOrEqual(after)
    markResultsShown()
    vi.runAllTimers()
    // After the paint, entries are written as they come.
    markChartsShown()
    expect(performance.getEntriesByName('cadence:charts', 'measure')).toHaveLength(1)
    markChartsShown()
    expect(performance.getEntriesByName('cadence:results')).toHaveLength(1)
    expect(performance.getEntriesByName('cadence:first-render')).toHaveLength(1)
    expect(performance.getEntriesByName('cadence:charts', 'measure')).toHaveLength(1)
  })

  it('measures nothing for results shown without a dropped file (a page opened on a saved analysis)', () => {
    markResultsShown()
    markChartsShown()
    expect(measures()).toEqual({})
  })

  it('starts afresh at the next drop', () => {
    markDrop()
    markWorkerDone(workerTimings(0, 1, 1, 1, 0))
    markDrop()
    expect(measures()).toEqual({})
    expect(performance.getEntriesByName('cadence:drop')).toHaveLength(1)
  })
})
