import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import type { RenderPublicPage } from '#src/contract/public-pages'
import { createApp } from './app'
import { APP_ROOT } from './app-root'
import { blogContentFolders } from './blog/blog-content-folders'
import { syncBlog } from './blog/sync-blog'
import { buildAppDeps } from './build-deps'
import { ConfigError, parseConfig } from './config'
import { openDatabase } from './db/client'
import { embeddedDatabaseFolder } from './db/embedded-folder'
import { BUILD_TIMEOUT_MS } from './exports/build-pool'
import { exportBuilds } from './exports/export-builds'
import { createDrain } from './http/drain'
import { describeError } from './http/failures'
import { gracefulShutdown } from './http/graceful-shutdown'
import { keepIdleConnectionsOpen } from './http/keep-alive'
import { purgeExpiredRateLimits } from './http/rate-limit'
import { createLogger } from './logger'
import { observeDatabase } from './metrics/metrics'
import { serveMetrics } from './metrics/metrics-server'
import { resolveAuthSecret } from './secrets'

/**
 * How long in-flight requests may take once the listener is closed: the longest request Cadence
 * serves is an export (its build is ended past BUILD_TIMEOUT_MS), with time to read its data and
 * send the file. Exports are refused from the start of the drain, so none starts later.
 */
const SHUTDOWN_GRACE_MS = BUILD_TIMEOUT_MS + 15_000
const RATE_LIMIT_PURGE_EVERY_MS = 10 * 60_000

/** The public pages' server renderer, built with the web app (`npm run build`) into dist/ssr. */
async function loadPageRenderer(): Promise<RenderPublicPage | undefined> {
  const entry = join(APP_ROOT, 'dist/ssr/entry-server.js')
  if (!existsSync(entry)) return undefined
  const module: { renderPublicPage?: RenderPublicPage } = await import(pathToFileURL(entry).href)
  if (typeof module.renderPublicPage !== 'function')
    throw new Error(`${entry} has no renderPublicPage: run \`npm run build\` again.`)
  return module.renderPublicPage
}

async function main() {
  let config: ReturnType<typeof parseConfig>
  try {
    config = parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const logger = createLogger(config.LOG_LEVEL)
  const authSecret = resolveAuthSecret(config)
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          directUrl: config.DATABASE_DIRECT_URL,
        }
      : { kind: 'pglite', dataDir: embeddedDatabaseFolder(config.DATA_DIR) },
  )
  logger.info('blog synced', { ...(await syncBlog(database.db, blogContentFolders(config))) })
  const webRoot = join(APP_ROOT, 'dist/web')
  const renderPublicPage = await loadPageRenderer()
  const drain = createDrain()
  const app = createApp(
    buildAppDeps({ config, database, logger, webRoot, authSecret, renderPublicPage, drain }),
  )

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info('listening', { url: config.publicUrl, port: info.port, database: database.kind })
  })
  if ('keepAliveTimeout' in server) keepIdleConnectionsOpen(server)
  // Metrics on their own port only (docs/deploy.md#metrics); the public app has no /metrics.
  observeDatabase(database)
  if (config.METRICS_PORT !== undefined) serveMetrics(config.METRICS_PORT, config.HOST, logger)

  // Rate-limit counters outlive their windows; every instance sweeps them now and then.
  const purge = setInterval(() => {
    purgeExpiredRateLimits(database.db).catch((error: unknown) =>
      logger.warn('rate-limit purge failed', describeError(error)),
    )
  }, RATE_LIMIT_PURGE_EVERY_MS)
  purge.unref()

  const shutdown = gracefulShutdown({
    server,
    drain,
    logger,
    drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
    graceMs: SHUTDOWN_GRACE_MS,
    close: () => database.close(),
    exit: (code) => process.exit(code),
  })
  drain.onStart(() => {
    clearInterval(purge)
    exportBuilds.refuseFromNow()
  })
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Cadence could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
