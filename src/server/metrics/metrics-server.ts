import { type ServerType, serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Logger } from '../logger'
import { collectProcessMetrics, registry } from './metrics'

/** The app of the metrics port: /metrics and nothing else. */
export function metricsApp() {
  return new Hono().get('/metrics', async (c) =>
    c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType }),
  )
}

/**
 * Serves /metrics on its own port (METRICS_PORT), apart from the public one, so the proxy in
 * front never exposes it. It does not keep the process alive: shutdown waits for the public port.
 */
export function serveMetrics(port: number, hostname: string, logger: Logger): ServerType {
  collectProcessMetrics()
  const server = serve({ fetch: metricsApp().fetch, port, hostname }, (info) =>
    logger.info('metrics listening', { port: info.port, path: '/metrics' }),
  )
  server.unref()
  return server
}
