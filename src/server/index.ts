import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import type { RenderPublicPage } from '#src/contract/public-pages'
import { createApp } from './app'
import { blogContentFolders } from './blog/blog-content-folders'
import { syncBlog } from './blog/sync-blog'
import { buildAppDeps } from './build-deps'
import { ConfigError, parseConfig } from './config'
import { openDatabase } from './db/client'
import { describeError } from './http/failures'
import { purgeExpiredRateLimits } from './http/rate-limit'
import { createLogger } from './logger'
import { observeDatabase } from './metrics/metrics'
import { serveMetrics } from './metrics/metrics-server'
import { resolveAuthSecret } from './secrets'

const SHUTDOWN_GRACE_MS = 8_000
const RATE_LIMIT_PURGE_EVERY_MS = 10 * 60_000

/** The public pages' server renderer, built with the web app (`npm run build`) into dist/ssr. */
async function loadPageRenderer(): Promise<RenderPublicPage | undefined> {
  const entry = fileURLToPath(new URL('../../dist/ssr/entry-server.js', import.meta.url))
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
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` },
  )
  logger.info('blog synced', { ...(await syncBlog(database.db, blogContentFolders(config))) })
  const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url))
  const renderPublicPage = await loadPageRenderer()
  const app = createApp(
    buildAppDeps({ config, database, logger, webRoot, authSecret, renderPublicPage }),
  )

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info('listening', { url: config.publicUrl, port: info.port, database: database.kind })
  })
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

  let stopping = false
  // While draining, every response closes its connection, so a keep-alive client reconnects
  // (to another instance) instead of sending more requests to one that is going away: the
  // responses still being worked on when the signal came, and any request that arrives on an
  // open connection after it. Prepended, so this runs before the app can write a response.
  const unanswered = new Set<ServerResponse>()
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close')
    else {
      unanswered.add(response)
      response.once('finish', () => unanswered.delete(response))
      response.once('close', () => unanswered.delete(response))
    }
  })
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    clearInterval(purge)
    for (const response of unanswered)
      if (!response.headersSent) response.setHeader('Connection', 'close')
    logger.info('shutting down', { signal })
    // Stop accepting, let in-flight requests finish, then close the database.
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway')
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      await database.close().catch(() => {})
      logger.info('stopped')
      process.exit(0)
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Cadence could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
})
