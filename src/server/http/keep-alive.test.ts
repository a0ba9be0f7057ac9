import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { KEEP_ALIVE_MS, keepIdleConnectionsOpen } from './keep-alive'

/** The timeouts of deploy/haproxy.cfg's defaults, in milliseconds, by name. */
function haproxyTimeouts(): Map<string, number> {
  const config = readFileSync(new URL('../../../deploy/haproxy.cfg', import.meta.url), 'utf8')
  const timeouts = new Map<string, number>()
  for (const [, name = '', value = '0', unit] of config.matchAll(
    /^\s*timeout ([\w-]+) (\d+)(ms|s)?$/gm,
  )) {
    timeouts.set(name, Number(value) * (unit === 'ms' ? 1 : 1000))
  }
  return timeouts
}

describe('idle keep-alive connections', () => {
  it('stay open longer than the balancer keeps one idle, so it closes them first', () => {
    const timeouts = haproxyTimeouts()
    expect(timeouts.get('http-keep-alive')).toBeGreaterThan(0)
    expect(KEEP_ALIVE_MS).toBeGreaterThan(timeouts.get('http-keep-alive') ?? Infinity)
    expect(KEEP_ALIVE_MS).toBeGreaterThan(timeouts.get('client') ?? Infinity)
  })

  it("are set on Node's server, above its 5 s default, the wait for headers above them", () => {
    const server = createServer()
    expect(server.keepAliveTimeout).toBe(5000)
    keepIdleConnectionsOpen(server)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })
})
