// The client is driven through a stand-in worker that runs the real worker
// logic in this thread; the browser's Worker itself is covered end to end.

import { describe, expect, it } from 'vitest'
import { analyzeFile, cleanFile, type WorkerLike } from './analysis-client'
import { handleRequest, type WorkerRequest, type WorkerResponse } from './analysis-worker'

const RAW = '31/12/23, 21:15 - Anna: hi\n31/12/23, 21:20 - Ben: hello\n'

/** Node has no ErrorEvent; this has the fields a worker's error event carries. */
class WorkerErrorEvent extends Event {
  filename = ''
  lineno = 0
  colno = 0
  error: unknown = null
  constructor(readonly message: string) {
    super('error')
  }
}

class InThreadWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  terminated = false

  postMessage(request: WorkerRequest) {
    void handleRequest(request, (response) => {
      if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: response }))
    })
  }

  terminate() {
    this.terminated = true
  }
}

describe('analyzeFile', () => {
  it('resolves with the analysis and what the cleaner found, then ends the worker', async () => {
    const worker = new InThreadWorker()
    const progress: number[] = []
    const outcome = await analyzeFile(
      new Blob([RAW]),
      { onProgress: (f) => progress.push(f) },
      () => worker,
    )
    expect(outcome.cleaned).toMatchObject({ format: 'whatsapp-android', messageCount: 2 })
    expect(outcome.result.totalMessages).toBe(2)
    expect(progress.at(-1)).toBe(1)
    expect(worker.terminated).toBe(true)
  })

  it('rejects with an Error carrying the engine message', async () => {
    const notAChat = new Blob(['just some notes\n'])
    await expect(analyzeFile(notAChat, {}, () => new InThreadWorker())).rejects.toThrow(
      /doesn't look like a WhatsApp chat export or any other/,
    )
  })

  it('is cancelled by its signal: the worker is terminated and the promise rejects', async () => {
    const worker = new InThreadWorker()
    const controller = new AbortController()
    const pending = analyzeFile(new Blob([RAW]), { signal: controller.signal }, () => worker)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(worker.terminated).toBe(true)
  })

  it('does not start a worker when already cancelled', async () => {
    let started = 0
    const controller = new AbortController()
    controller.abort()
    const factory = () => {
      started++
      return new InThreadWorker()
    }
    await expect(
      analyzeFile(new Blob([RAW]), { signal: controller.signal }, factory),
    ).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(started).toBe(0)
  })

  it('turns a crashed worker into an Error', async () => {
    const crashing: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage() {
        this.onerror?.(new WorkerErrorEvent('Out of memory'))
      },
      terminate() {},
    }
    await expect(analyzeFile(new Blob([RAW]), {}, () => crashing)).rejects.toThrow('Out of memory')
  })
})

describe('analyzeFile with the first figures', () => {
  it('gives the first figures of the whole analysis before it, then ends the worker', async () => {
    const worker = new InThreadWorker()
    const seen: string[] = []
    let figures: unknown
    const outcome = await analyzeFile(
      new Blob([RAW]),
      {
        onFigures: (first) => {
          seen.push(worker.terminated ? 'figures after the end' : 'figures')
          figures = first
        },
      },
      () => worker,
    )
    seen.push('whole')
    const { result } = outcome
    const { monthlyStats, anomalies, archetype, summaryStats, ...firstData } = result.analysisData
    const { rhythm, analysisData, ...first } = result
    expect(figures).toEqual({ ...first, analysisData: firstData })
    expect(seen).toEqual(['figures', 'whole'])
    expect(worker.terminated).toBe(true)
  })
})

describe('cleanFile', () => {
  it('returns the content-free text and follows the chosen date order', async () => {
    const ambiguous = '03/04/24, 10:00 - Anna: a\n03/04/24, 10:05 - Ben: b\n'
    const outcome = await cleanFile(
      new Blob([ambiguous]),
      { dateOrder: 'mdy' },
      () => new InThreadWorker(),
    )
    expect(outcome).toMatchObject({
      text: '04/03/24, 10:00 - User 1\n04/03/24, 10:05 - User 2\n',
      ambiguousDateOrder: true,
    })
  })
})
