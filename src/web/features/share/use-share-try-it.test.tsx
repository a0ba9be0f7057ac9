// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analyzeCleanedChatInSteps } from '#src/analysis/analyze'
import { parseChat } from '#src/analysis/parse'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { WorkerRequest, WorkerResponse } from '#src/web/lib/analysis-worker'
import { isFreeAnalysisUsed, markFreeAnalysisUsed } from '#src/web/lib/free-analysis-flag'
import { useShareTryIt } from './use-share-try-it'

const steps = analyzeCleanedChatInSteps(parseChat(generateChat({ seed: 5, days: 20 })))
const whole = steps.complete()
const at = Date.now()
const timings = { received: at, read: at + 1, cleaned: at + 2, analysed: at + 3, posted: at + 4 }
const first: WorkerResponse = { type: 'figures', figures: steps.figures, timings }
const analysed: WorkerResponse = {
  type: 'analyzed',
  outcome: {
    result: whole,
    cleaned: { format: 'content-free', ambiguousDateOrder: false, messageCount: 10 },
  },
  timings,
}

/** A worker that answers once the test says so. */
class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  requests: WorkerRequest[] = []
  postMessage(request: WorkerRequest) {
    this.requests.push(request)
  }
  terminate() {}
  answer(response: WorkerResponse) {
    this.onmessage?.(new MessageEvent('message', { data: response }))
  }
}

function renderTryIt() {
  const workers: FakeWorker[] = []
  const worker = () => {
    const started = new FakeWorker()
    workers.push(started)
    return started
  }
  const onAnalysed = vi.fn()
  const file = new File(['01/02/24, 10:00 - User 1\n'], 'chat.txt', { type: 'text/plain' })
  const { result, rerender } = renderHook(() => useShareTryIt(file, onAnalysed, worker))
  return { result, rerender, workers, onAnalysed }
}

describe('useShareTryIt', () => {
  afterEach(() => window.localStorage.clear())

  it('starts the free analysis once, and uses it up when its first figures are on screen', async () => {
    const { result, rerender, workers, onAnalysed } = renderTryIt()
    await act(async () => {})
    // A new render starts no second analysis.
    rerender()
    expect(workers.map((w) => w.requests.map((r) => [r.task, r.firstFigures]))).toEqual([
      [['analyze', true]],
    ])
    expect(result.current.figures).toBeUndefined()
    expect(isFreeAnalysisUsed()).toBe(false)

    await act(async () => workers[0]?.answer(first))
    expect(result.current.figures).toEqual(steps.figures)
    expect(isFreeAnalysisUsed()).toBe(true)
    expect(onAnalysed).toHaveBeenCalledTimes(1)

    await act(async () => workers[0]?.answer(analysed))
    expect(result.current.state.phase).toBe('done')
    expect(result.current.figures).toEqual(whole)
    expect(onAnalysed).toHaveBeenCalledTimes(1)
  })

  it('starts nothing once this browser has used the free analysis', async () => {
    markFreeAnalysisUsed()
    const { result, workers, onAnalysed } = renderTryIt()
    await act(async () => {})
    expect(result.current.usedBefore).toBe(true)
    expect(result.current.state.phase).toBe('idle')
    expect(workers).toEqual([])
    expect(onAnalysed).not.toHaveBeenCalled()
  })
})
