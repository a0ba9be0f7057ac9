import { describe, expect, it } from 'vitest'
import { DatabaseWatch, noted } from './failure-watch'

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
const failingQuery = () => noted(Promise.reject(refused()))
const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('DatabaseWatch', () => {
  it('notes a connection failure of a query made anywhere inside its work', async () => {
    const watch = new DatabaseWatch()
    await watch.run(async () => {
      await tick()
      await failingQuery().catch(() => undefined)
    })
    expect(watch.unreachable).toBe(true)
  })

  it('keeps watching a piece of work after another one, started at the same time, is done', async () => {
    const short = new DatabaseWatch()
    const long = new DatabaseWatch()
    let finishShort = () => {}
    const shortDone = short.run(() => new Promise<void>((resolve) => (finishShort = resolve)))
    const longDone = long.run(async () => {
      await shortDone
      await tick()
      await failingQuery().catch(() => undefined)
    })
    finishShort()
    await Promise.all([shortDone, longDone])
    expect(short.unreachable).toBe(false)
    expect(long.unreachable).toBe(true)
  })

  it('notes nothing outside any work, also after watches are done, and watches again later', async () => {
    await new DatabaseWatch().run(async () => undefined)
    await expect(failingQuery()).rejects.toThrow('ECONNREFUSED')
    const later = new DatabaseWatch()
    await later.run(() => failingQuery().catch(() => undefined))
    expect(later.unreachable).toBe(true)
  })
})
