// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analyzeCleanedChatInSteps } from '#src/analysis/analyze'
import { parseChat } from '#src/analysis/parse'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { WorkerRequest, WorkerResponse } from '#src/web/lib/analysis-worker'
import { useChatAnalysis } from './use-chat-analysis'

const steps = analyzeCleanedChatInSteps(parseChat(generateChat({ seed: 3, days: 20 })))
const { figures } = steps
const whole = steps.complete()

/** A worker that answers each request once the test says so. */
class FakeWorker {
  static started: FakeWorker[] = []
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  requests: WorkerRequest[] = []
  terminated = false
  constructor() {
    FakeWorker.started.push(this)
  }
  postMessage(request: WorkerRequest) {
    this.requests.push(request)
  }
  terminate() {
    this.terminated = true
  }
  answer(response: WorkerResponse) {
    this.onmessage?.(new MessageEvent('message', { data: response }))
  }
}

const at = Date.now()
const timings = { received: at, read: at + 1, cleaned: at + 2, analysed: at + 3, posted: at + 4 }
const first: WorkerResponse = { type: 'figures', figures, timings }
const analysed: WorkerResponse = {
  type: 'analyzed',
  outcome: {
    result: whole,
    cleaned: { format: 'content-free', ambiguousDateOrder: false, messageCount: 10 },
  },
  timings,
}

const chat = () => new File(['01/02/24, 10:00 - User 1\n'], 'chat.txt', { type: 'text/plain' })

describe('useChatAnalysis', () => {
  beforeEach(() => {
    FakeWorker.started = []
    vi.stubGlobal('Worker', FakeWorker)
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('hands the file to the worker started ahead of time and shows its progress', async () => {
    const { result: hook } = renderHook(() => useChatAnalysis(vi.fn(), vi.fn()))
    expect(FakeWorker.started).toHaveLength(1)
    await act(async () => {
      void hook.current.analyse(chat())
    })
    const worker = FakeWorker.started[0]
    expect(worker?.requests.map((r) => [r.task, (r.file as File).name, r.firstFigures])).toEqual([
      ['analyze', 'chat.txt', true],
    ])
    act(() => worker?.answer({ type: 'progress', stage: 'cleaning', fraction: 0.25 }))
    expect(hook.current.state).toEqual({ kind: 'analyzing', progress: 0.25 })
  })

  it('gives the first figures as soon as the worker answers, with no simulated wait, then the whole analysis', async () => {
    const onFigures = vi.fn()
    const onWhole = vi.fn()
    const { result: hook, unmount } = renderHook(() => useChatAnalysis(onFigures, onWhole))
    await act(async () => {
      void hook.current.analyse(chat())
    })
    await act(async () => FakeWorker.started[0]?.answer(first))
    // No timer has run: a minimum busy time would still be holding the figures back.
    expect(vi.getTimerCount()).toBe(0)
    expect(onFigures).toHaveBeenCalledWith(figures)
    expect(onWhole).not.toHaveBeenCalled()
    // The results replace the step that asked: the worker goes on to the whole analysis.
    unmount()
    expect(FakeWorker.started[0]?.terminated).toBe(false)
    await act(async () => FakeWorker.started[0]?.answer(analysed))
    expect(onWhole).toHaveBeenCalledWith(whole)
    expect(FakeWorker.started[0]?.terminated).toBe(true)
  })

  it('keeps the first figures when the rest of the analysis fails', async () => {
    const onFigures = vi.fn()
    const onWhole = vi.fn()
    const { result: hook } = renderHook(() => useChatAnalysis(onFigures, onWhole))
    await act(async () => {
      void hook.current.analyse(chat())
    })
    await act(async () => FakeWorker.started[0]?.answer(first))
    await act(async () =>
      FakeWorker.started[0]?.answer({ type: 'failed', name: 'Error', message: 'x', problem: null }),
    )
    expect(onFigures).toHaveBeenCalledTimes(1)
    expect(onWhole).not.toHaveBeenCalled()
    expect(hook.current.state).toEqual({ kind: 'analyzing', progress: 0 })
  })

  it('says the analysis failed and starts a fresh worker for the next try', async () => {
    const onDone = vi.fn()
    const { result: hook } = renderHook(() => useChatAnalysis(onDone, onDone))
    await act(async () => {
      void hook.current.analyse(chat())
    })
    await act(async () =>
      FakeWorker.started[0]?.answer({
        type: 'failed',
        name: 'ChatFormatError',
        message: 'no messages',
        problem: { code: 'no_messages' },
      }),
    )
    expect(onDone).not.toHaveBeenCalled()
    expect(hook.current.state).toEqual({
      kind: 'idle',
      error: { id: 'landing.tryIt.analyze.failed' },
    })
    expect(FakeWorker.started).toHaveLength(2)
  })
})
