import { afterAll, describe, expect, it } from 'vitest'
import { type ExportItem, REPORT_SECTIONS } from '#src/contract/exports'
import { ApiError } from '../http/api-error'
import { RESTARTING_RETRY_AFTER_SECONDS } from '../http/drain'
import { exportItem, noteOn } from '../testing/export-fixture'
import { createBuildPool, ExportTooLargeError } from './build-pool'
import {
  createExportBuilds,
  EXPORT_TOO_LARGE_MESSAGE,
  EXPORTS_IN_PROGRESS_MESSAGE,
} from './export-builds'
import { buildExport, connectionExportJob, type ExportJob } from './export-job'

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error : null),
  )

const item = exportItem('Alex')
const JOB: ExportJob = { format: 'csv', items: [item], months: null }
const BYTES = new Uint8Array([1, 2, 3])
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('export limits', () => {
  it('lets a user have two exports in progress; a third is told to retry', async () => {
    const builds = createExportBuilds(
      { build: async () => BYTES },
      { perUser: 2, workers: 2, waiting: 8 },
    )
    const first = deferred()
    const second = deferred()
    const running = [
      builds.forUser('pat', () => first.promise),
      builds.forUser('pat', () => second.promise),
    ]
    expect(builds.inProgress('pat')).toBe(2)
    const refused = await refusal(builds.forUser('pat', async () => 'never'))
    expect(refused).toMatchObject({
      status: 429,
      code: 'exports_in_progress',
      message: EXPORTS_IN_PROGRESS_MESSAGE,
      retryAfterSeconds: 5,
    })
    // Someone else is not held up by Pat's exports.
    expect(await builds.forUser('sam', async () => 'sam')).toBe('sam')
    first.resolve()
    await running[0]
    expect(builds.inProgress('pat')).toBe(1)
    expect(await builds.forUser('pat', async () => 'again')).toBe('again')
    second.resolve()
    await Promise.all(running)
    expect(builds.inProgress('pat')).toBe(0)
  })

  it('frees the slot of an export that fails', async () => {
    const builds = createExportBuilds(
      { build: async () => BYTES },
      { perUser: 1, workers: 1, waiting: 1 },
    )
    await expect(
      builds.forUser('pat', async () => {
        throw new Error('no analysis')
      }),
    ).rejects.toThrow('no analysis')
    expect(builds.inProgress('pat')).toBe(0)
    expect(await builds.forUser('pat', async () => 'next')).toBe('next')
  })

  it('builds a few at a time for the whole process, a few more in line, then 503', async () => {
    const gates: ReturnType<typeof deferred<Uint8Array<ArrayBuffer>>>[] = []
    const builds = createExportBuilds(
      {
        build: () => {
          const gate = deferred<Uint8Array<ArrayBuffer>>()
          gates.push(gate)
          return gate.promise
        },
      },
      { perUser: 2, workers: 2, waiting: 1 },
    )
    const started = [builds.build(JOB), builds.build(JOB), builds.build(JOB)]
    expect(gates).toHaveLength(2)
    // What the metrics cadence_export_builds_running and _waiting report.
    expect([builds.building, builds.waiting]).toEqual([2, 1])
    const busy = await refusal(builds.build(JOB))
    expect(busy).toMatchObject({ status: 503, code: 'busy' })
    expect(busy?.retryAfterSeconds).toBeGreaterThan(0)
    // The one in line starts as soon as a build ends.
    gates[0]?.resolve(BYTES)
    await started[0]
    expect(gates).toHaveLength(3)
    expect([builds.building, builds.waiting]).toEqual([2, 0])
    for (const gate of gates) gate.resolve(BYTES)
    expect(await Promise.all(started)).toEqual([BYTES, BYTES, BYTES])
    expect([builds.building, builds.waiting]).toEqual([0, 0])
  })

  it('from the start of a drain, refuses new exports and those in line; running ones finish', async () => {
    const held = deferred<Uint8Array<ArrayBuffer>>()
    const builds = createExportBuilds(
      { build: () => held.promise },
      { perUser: 2, workers: 1, waiting: 8 },
    )
    const running = builds.forUser('pat', () => builds.build(JOB))
    await Promise.resolve()
    expect(builds.building).toBe(1)
    const inLine = refusal(builds.forUser('sam', () => builds.build(JOB)))
    await Promise.resolve()
    expect(builds.waiting).toBe(1)
    builds.refuseFromNow()
    const restarting = {
      status: 503,
      code: 'restarting',
      retryAfterSeconds: RESTARTING_RETRY_AFTER_SECONDS,
    }
    expect(await inLine).toMatchObject(restarting)
    expect(await refusal(builds.forUser('kim', async () => 'never'))).toMatchObject(restarting)
    held.resolve(new Uint8Array([1]))
    expect(await running).toEqual(new Uint8Array([1]))
  })
})

describe('the build worker', () => {
  const pool = createBuildPool()
  afterAll(() => pool.close())

  it('builds each format in a worker thread, the same file as on the request thread', async () => {
    const noted = exportItem('Alex', [])
    noted.notes = [noteOn(noted, 'Exams that month')]
    const now = new Date('2024-03-05T12:00:00Z')
    for (const format of ['csv', 'json'] as const) {
      const job = connectionExportJob(format, noted, now)
      expect(text(await pool.build(job))).toBe(text(await buildExport(job)))
    }
    const pdf = await pool.build(connectionExportJob('pdf', noted, now))
    expect(text(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(pool.workers).toBe(1)
  })

  it('fails only the job that fails, and keeps its worker', async () => {
    // The builder throws a RangeError in the worker; the request gets it as its error.
    const broken: ExportJob = { format: 'json', item, exportedAt: 'not a date' }
    await expect(pool.build(broken)).rejects.toThrow(RangeError)
    expect(text(await pool.build(JOB))).toBe(text(await buildExport(JOB)))
    expect(pool.workers).toBe(1)
  })
})

/** The item with `count` moments that stood out, copies of its own. */
function withMoments(source: ExportItem, count: number): ExportItem {
  const { analysis } = source
  const anomalies = Array.from({ length: count }, (_, index) => {
    const anomaly = analysis.analysisData.anomalies[index % analysis.analysisData.anomalies.length]
    if (!anomaly) throw new Error('The fixture chat has no anomaly')
    return { ...anomaly, id: `moment-${index}` }
  })
  return {
    ...source,
    analysis: { ...analysis, analysisData: { ...analysis.analysisData, anomalies } },
  }
}

describe('the limits of one build', () => {
  /** Twenty connections with 400 moments each: a report of about 1,400 pages. */
  const large: ExportJob = {
    format: 'pdf',
    locale: 'en',
    report: {
      title: 'Everyone',
      months: null,
      sections: REPORT_SECTIONS,
      items: Array.from({ length: 20 }, () => withMoments(item, 400)),
      createdAt: '2024-03-05T12:00:00.000Z',
    },
  }

  it('ends a worker that needs more memory than it is given, and starts a new one', async () => {
    const pool = createBuildPool({ maxHeapMb: 48 })
    try {
      await expect(pool.build(large)).rejects.toBeInstanceOf(ExportTooLargeError)
      expect(pool.workers).toBe(0)
      expect(text(await pool.build(JOB))).toBe(text(await buildExport(JOB)))
    } finally {
      await pool.close()
    }
  })

  it('ends a build that takes longer than it is given; the user is told why', async () => {
    const builds = createExportBuilds(createBuildPool({ timeoutMs: 1 }), {
      perUser: 2,
      workers: 2,
      waiting: 8,
    })
    const refused = await refusal(builds.build(large))
    expect(refused).toMatchObject({
      status: 413,
      code: 'export_too_large',
      message: EXPORT_TOO_LARGE_MESSAGE,
    })
  })
})
