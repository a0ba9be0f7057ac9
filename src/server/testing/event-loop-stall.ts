// How long the event loop was held while some work ran: a 1 ms timer notes the longest gap
// between its ticks (up to the work's end), and `/healthz` is asked over HTTP every few
// milliseconds and timed, so a test can say "a health check waited at most so long" without
// depending on how fast the machine is on average. Over HTTP, because an answer in the same
// process could come through promise jobs alone, never waiting for the loop.

import { type ServerType, serve } from '@hono/node-server'

export interface Stall {
  /** The longest gap between two ticks of a 1 ms timer, in milliseconds. */
  longestGapMs: number
  /** The slowest `/healthz` answer while the work ran, in milliseconds. */
  slowestHealthMs: number
  healthChecks: number
}

export async function measureStall<T>(
  baseUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; stall: Stall }> {
  let last = performance.now()
  let longestGapMs = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    longestGapMs = Math.max(longestGapMs, now - last)
    last = now
  }, 1)
  let slowestHealthMs = 0
  let healthChecks = 0
  let running = true
  const probe = (async () => {
    while (running) {
      const started = performance.now()
      const response = await fetch(`${baseUrl}/healthz`)
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`/healthz answered ${response.status}`)
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started)
      healthChecks++
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  })()
  try {
    const result = await work()
    longestGapMs = Math.max(longestGapMs, performance.now() - last)
    return { result, stall: { longestGapMs, slowestHealthMs, healthChecks } }
  } finally {
    running = false
    clearInterval(ticker)
    await probe
  }
}

/**
 * The least stall of `rounds` runs of the same work. The machine itself can stop the process
 * for a moment (another process on the same core, a collection of garbage); a stall the work
 * causes comes back in every round, so the least of a few rounds is the work's own.
 */
export async function leastStall<T>(
  baseUrl: string,
  rounds: number,
  work: () => Promise<T>,
): Promise<{ results: T[]; stall: Stall; rounds: Stall[] }> {
  const results: T[] = []
  const stalls: Stall[] = []
  for (let round = 0; round < rounds; round++) {
    const { result, stall } = await measureStall(baseUrl, work)
    results.push(result)
    stalls.push(stall)
  }
  const least = stalls.reduce((a, b) => (b.longestGapMs < a.longestGapMs ? b : a))
  return { results, stall: least, rounds: stalls }
}

/** Reads a body to its end without decoding it; its size in bytes. */
export async function drainBody(response: Response): Promise<number> {
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return size
    size += value.byteLength
  }
}

/** The app on a port of its own on 127.0.0.1; its address and a way to stop it. */
export async function listen(
  fetchHandler: (request: Request) => Response | Promise<Response>,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
