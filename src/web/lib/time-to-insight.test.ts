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

  it("turns the worker's epoch times into the page's measures of each step", () => {
    markDrop()
    markWorkerDone(workerTimings(0, 40, 200, 150, 0))
    const figures = measures()
    expect(figures.read).toBe(40)
    expect(figures.clean).toBe(200)
    expect(figures.analyse).toBe(150)
    expect(Object.keys(figures).sort()).toEqual([
      'analyse',
      'clean',
      'read',
      'transfer',
      'transfer-back',
    ])
  })

  it('measures the results from the drop to the frame after they are rendered, once', () => {
    // Only the timers: the marks need the real performance clock.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    )
    markDrop()
    markWorkerDone(workerTimings(0, 1, 1, 1, 0))
    markSaved()
    markResultsShown()
    expect(measures()).toHaveProperty('first-render')
    expect(measures()).not.toHaveProperty('results')
    vi.runAllTimers()
    expect(measures()).toHaveProperty('results')
    expect(measures()).toHaveProperty('save')
    markResultsShown()
    markChartsShown()
    markChartsShown()
    expect(performance.getEntriesByName('cadence:results')).toHaveLength(1)
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
