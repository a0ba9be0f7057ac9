import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { type Database, plainPool } from '../db/client'
import { exportBuilds } from '../exports/export-builds'

// Cadence's metrics, one registry per process, served at /metrics on METRICS_PORT only
// (metrics-server.ts). Each one is described in docs/deploy.md#metrics; keep the two together.
// Labels take values from short fixed lists (a route's pattern, never its path): no id, no
// address, no e-mail ever becomes a label.

export const registry = new Registry()

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request on the public port, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  // From a cached page (a few ms) to the longest export a request may wait for (60 s).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
})

export const mailsFailed = new Counter({
  name: 'cadence_mails_failed_total',
  help: 'Mails the mail server (or the development outbox) did not take.',
  registers: [registry],
})

export const signInFailures = new Counter({
  name: 'cadence_sign_in_failures_total',
  help: 'Refused sign-ins: a wrong e-mail or password (credentials), or an account and client locked out after too many (locked).',
  labelNames: ['reason'] as const,
  registers: [registry],
})
for (const reason of ['credentials', 'locked'] as const) signInFailures.labels(reason).inc(0)

/** The PostgreSQL pool the gauges read; none on PGlite (one connection inside the process). */
let pool: { totalCount: number; idleCount: number; waitingCount: number } | undefined

new Gauge({
  name: 'cadence_db_pool_connections_in_use',
  help: 'PostgreSQL connections of this process checked out by a request (0 on PGlite).',
  registers: [registry],
  collect() {
    this.set(pool ? pool.totalCount - pool.idleCount : 0)
  },
})

new Gauge({
  name: 'cadence_db_pool_waiting',
  help: 'Requests of this process waiting for a free PostgreSQL connection (0 on PGlite).',
  registers: [registry],
  collect() {
    this.set(pool?.waitingCount ?? 0)
  },
})

new Gauge({
  name: 'cadence_export_builds_running',
  help: 'Exports (PDF, CSV, JSON) being built in this process’s worker threads.',
  registers: [registry],
  collect() {
    this.set(exportBuilds.building)
  },
})

new Gauge({
  name: 'cadence_export_builds_waiting',
  help: 'Exports of this process waiting for a free worker thread.',
  registers: [registry],
  collect() {
    this.set(exportBuilds.waiting)
  },
})

/** The pool gauges follow this database's pool (PostgreSQL); on PGlite they stay 0. */
export function observeDatabase(database: Database) {
  pool = plainPool(database.db)
}

let processMetrics = false
/** prom-client's process_* and nodejs_* metrics (CPU, memory, event loop delay), once. */
export function collectProcessMetrics() {
  if (processMetrics) return
  processMetrics = true
  collectDefaultMetrics({ register: registry })
}
