import { afterEach, describe, expect, it, vi } from 'vitest'
import { startWorkerAhead, startWorkerEarly, takeEarlyWorker } from './early-worker'
import { prewarmAnalysisWorker } from './prewarmed-worker'

/** A stand-in for the browser's Worker, recording the scripts started. */
const started: string[] = []
class FakeWorker {
  terminated = false
  constructor(url: URL | string) {
    started.push(String(url))
  }
  terminate() {
    this.terminated = true
  }
}

afterEach(() => {
  takeEarlyWorker()
  started.length = 0
  vi.unstubAllGlobals()
})

describe('startWorkerEarly', () => {
  it('starts the analysis worker on the share page, once, for the first page that asks', () => {
    vi.stubGlobal('Worker', FakeWorker)
    startWorkerEarly('/share')
    startWorkerEarly('/share')
    expect(started).toHaveLength(1)
    expect(started[0]).toMatch(/analysis-worker/)
    const early = takeEarlyWorker()
    expect(early).toBeInstanceOf(FakeWorker)
    expect(takeEarlyWorker()).toBeNull()
  })

  it('starts nothing on other pages, or where there are no workers', () => {
    vi.stubGlobal('Worker', FakeWorker)
    startWorkerEarly('/welcome')
    startWorkerEarly('/connections/add')
    expect(started).toEqual([])
    expect(takeEarlyWorker()).toBeNull()
    vi.stubGlobal('Worker', undefined)
    startWorkerEarly('/share')
    expect(takeEarlyWorker()).toBeNull()
  })

  it('hands its worker to the page, which starts no second one', () => {
    vi.stubGlobal('Worker', FakeWorker)
    startWorkerEarly('/share')
    const { factory } = prewarmAnalysisWorker()
    expect(started).toHaveLength(1)
    expect(factory()).toBeInstanceOf(FakeWorker)
    // The next page gets a worker of its own.
    prewarmAnalysisWorker()
    expect(started).toHaveLength(2)
  })

  it('starts one worker ahead for the try-it flow, which a later share page does not double', () => {
    vi.stubGlobal('Worker', FakeWorker)
    startWorkerAhead()
    startWorkerAhead()
    startWorkerEarly('/share')
    expect(started).toHaveLength(1)
    expect(takeEarlyWorker()).toBeInstanceOf(FakeWorker)
  })
})
