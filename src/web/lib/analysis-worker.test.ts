import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  createProgressReporter,
  handleRequest,
  overallFraction,
  type WorkerRequest,
  type WorkerResponse,
} from './analysis-worker'

const RAW = [
  '31/12/23, 21:00 - Messages and calls are end-to-end encrypted.',
  '31/12/23, 21:15 - Anna: hi',
  '31/12/23, 21:20 - Ben: hello',
  'on two lines',
  '31/12/23, 21:25 - Anna: 🙂',
  '',
].join('\n')

async function run(
  file: Blob,
  task: WorkerRequest['task'],
  firstFigures = false,
): Promise<WorkerResponse[]> {
  const posted: WorkerResponse[] = []
  await handleRequest({ task, file, firstFigures }, (response) => posted.push(response))
  return posted
}

describe('overallFraction', () => {
  it('places each stage of an analysis on one bar', () => {
    expect(overallFraction('analyze', 'reading', 1)).toBeCloseTo(0.1)
    expect(overallFraction('analyze', 'cleaning', 0.5)).toBeCloseTo(0.4)
    expect(overallFraction('analyze', 'analyzing', 1)).toBe(1)
    expect(overallFraction('clean', 'cleaning', 1)).toBe(1)
    expect(overallFraction('clean', 'reading', 2)).toBeCloseTo(0.3)
  })
})

describe('createProgressReporter', () => {
  it('skips steps smaller than one percent but always sends the end', () => {
    const posted: WorkerResponse[] = []
    const report = createProgressReporter('clean', (r) => posted.push(r), { interval: 0 })
    report('cleaning', 0)
    report('cleaning', 0.001)
    report('cleaning', 0.5)
    report('cleaning', 1)
    expect(posted.map((r) => (r.type === 'progress' ? r.fraction : -1))).toEqual([0.3, 0.65, 1])
  })

  it('sends at most one step per interval, and the end at once', () => {
    const posted: WorkerResponse[] = []
    let clock = 0
    const report = createProgressReporter('clean', (r) => posted.push(r), { now: () => clock })
    for (let i = 0; i <= 10; i++) {
      clock = i * 40
      report('cleaning', i / 10)
    }
    // 0, 40, 80, …, 400 ms: a post at 0, 120, 240 and 360 ms, then the end.
    expect(posted.map((r) => (r.type === 'progress' ? r.fraction : -1))).toEqual([
      0.3, 0.51, 0.72, 0.93, 1,
    ])
  })
})

describe('handleRequest', () => {
  it('analyses a raw export and reports rising progress up to 1', async () => {
    const posted = await run(new Blob([RAW]), 'analyze')
    const fractions = posted.flatMap((r) => (r.type === 'progress' ? [r.fraction] : []))
    expect(fractions.at(-1)).toBe(1)
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions)
    const last = posted.at(-1)
    expect(last?.type).toBe('analyzed')
    if (last?.type !== 'analyzed') return
    expect(last.outcome.cleaned).toEqual({
      format: 'whatsapp-android',
      ambiguousDateOrder: false,
      messageCount: 3,
      dateOrder: 'dmy',
    })
    expect(last.outcome.result.totalMessages).toBe(3)
    expect(last.outcome.result.analysisData.user1Messages).toBe(2)
  })

  it('sends the first figures ahead of the whole analysis when asked', async () => {
    const answers = (await run(new Blob([RAW]), 'analyze', true)).filter(
      (r) => r.type !== 'progress',
    )
    expect(answers.map((r) => r.type)).toEqual(['figures', 'analyzed'])
    const [first] = answers
    if (first?.type !== 'figures') return
    expect(first.figures.totalMessages).toBe(3)
    expect(first.figures.analysisData).not.toHaveProperty('anomalies')
    expect(first.figures).not.toHaveProperty('rhythm')
    expect(first.timings.analysed).toBeGreaterThanOrEqual(first.timings.cleaned)
    const plain = (await run(new Blob([RAW]), 'analyze')).filter((r) => r.type !== 'progress')
    expect(plain.map((r) => r.type)).toEqual(['analyzed'])
  })

  it('cleans without analysing', async () => {
    const last = (await run(new Blob([RAW]), 'clean')).at(-1)
    expect(last?.type === 'cleaned' && last.outcome.text).toBe(
      '31/12/23, 21:15 - User 1\n31/12/23, 21:20 - User 2\n31/12/23, 21:25 - User 1\n',
    )
  })

  it('answers with the engine message when the chat cannot be used', async () => {
    const group = `${RAW}31/12/23, 21:30 - Cleo: hi\n`
    expect((await run(new Blob([group]), 'analyze')).at(-1)).toEqual({
      type: 'failed',
      name: 'TooManySendersError',
      message:
        'This chat has more than two people in it. Cadence reads two-person chats only: export a one-to-one chat instead.',
      problem: { code: 'too_many_senders' },
    })
  })

  it('names the problem of a file that is no chat, and of one with no message', async () => {
    const last = (await run(new Blob(['{"messages": [{"text": "hi"}]}']), 'analyze')).at(-1)
    expect(last?.type === 'failed' && last.problem).toEqual({
      code: 'unrecognised',
      shape: 'json_unknown_layout',
    })
    const notZip = (await run(new File(['plain'], 'chat.zip'), 'analyze')).at(-1)
    expect(notZip?.type === 'failed' && notZip.problem).toEqual({ code: 'not_a_zip' })
  })

  it('opens a WhatsApp .zip in the worker and says when only one person wrote', async () => {
    const zip = zipSync({ '_chat.txt': strToU8(RAW), 'photo.jpg': new Uint8Array(16) })
    const file = new File([zip], 'WhatsApp Chat - Anna.zip', { type: 'application/zip' })
    const last = (await run(file, 'clean')).at(-1)
    expect(last?.type === 'cleaned' && last.outcome.messageCount).toBe(3)

    const alone = zipSync({ '_chat.txt': strToU8('31/12/23, 21:15 - Anna: hi\n') })
    expect((await run(new File([alone], 'a.zip'), 'clean')).at(-1)).toEqual({
      type: 'failed',
      name: 'OnlyOneWriterError',
      message: 'Only one person wrote in this chat',
      problem: { code: 'only_one_writer' },
    })
  })
})
