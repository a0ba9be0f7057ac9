import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { createSemaphore } from './semaphore'

function gate() {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once and the rest in order', async () => {
    const slots = createSemaphore(2, 10)
    const started: number[] = []
    const gates = Array.from({ length: 4 }, gate)
    const tasks = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i)
        await g.promise
        return i
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(slots.waiting).toBe(2)
    gates[0]?.resolve()
    await tasks[0]
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    for (const g of gates) g.resolve()
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3])
    expect(slots.running).toBe(0)
  })

  it('refuses with 503 and Retry-After when the line is full', async () => {
    const slots = createSemaphore(1, 1)
    const held = gate()
    const first = slots.run(() => held.promise)
    const second = slots.run(async () => {})
    const third = await slots.run(async () => {}).catch((e: unknown) => e)
    expect(third).toBeInstanceOf(ApiError)
    expect((third as ApiError).status).toBe(503)
    expect((third as ApiError).retryAfterSeconds).toBe(2)
    held.resolve()
    await Promise.all([first, second])
  })
})
