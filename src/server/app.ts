import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps } from './app-deps'
import { authRoutes } from './auth/auth-routes'
import {
  ApiError,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  errorBody,
  UNSTORABLE_VALUE_MESSAGE,
} from './http/api-error'
import { classifyFailure, describeError } from './http/failures'
import { healthRoutes } from './http/health-routes'
import { hasNoBody, refuseUnstorableInput } from './http/input-guard'
import { originCheck } from './http/origin-check'
import { loggedPath } from './http/redact'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { serveWebApp } from './http/static-files'
import type { Logger } from './logger'
import { devOutboxRoutes } from './mail/outbox-routes'
import { requestMetrics } from './metrics/request-metrics'
import { accountRoutes } from './routes/account'
import { accountSessionsRoutes } from './routes/account-sessions'
import { analysesRoutes } from './routes/analyses'
import { annotationsRoutes } from './routes/annotations'
import { billingRoutes } from './routes/billing'
import { billingTestPagesRoutes } from './routes/billing-test-pages'
import { blogRoutes } from './routes/blog'
import { comparisonRoutes } from './routes/comparison'
import { connectionsRoutes } from './routes/connections'
import { connectionExportRoutes, reportRoutes } from './routes/exports'
import { feedsRoutes } from './routes/feeds'
import { gapAnalysisRoutes } from './routes/gap-analysis'
import { newsletterRoutes } from './routes/newsletter'
import { planRoutes } from './routes/plan'
import { publicSiteRoutes } from './routes/public-site'
import { viewPreferencesRoutes } from './routes/view-preferences'
import { waitlistRoutes } from './routes/waitlist'
import { webManifestRoutes } from './routes/web-manifest'

/** JSON bodies larger than this are refused with 413 before they are read (analysis results are the largest). */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * What a failure answers: an ApiError its own code and status; a database that cannot be
 * reached 503 with Retry-After, a value it refuses 400; anything else 500, logged.
 */
function answerError(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(err.retryAfterSeconds))
      return c.json(errorBody(err.code, err.message, err.extra), err.status)
    }
    if (err instanceof HTTPException) return err.getResponse()
    const failure = classifyFailure(err)
    if (failure === 'database_unavailable') {
      logger.warn('database unavailable', {
        path: loggedPath(c.req.path),
        ...describeError(err),
      })
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503)
    }
    if (failure === 'unstorable_value') {
      logger.warn('value refused by the database', {
        path: loggedPath(c.req.path),
        ...describeError(err),
      })
      return c.json(errorBody('invalid_value', UNSTORABLE_VALUE_MESSAGE), 400)
    }
    logger.error('unhandled error', { path: loggedPath(c.req.path), ...describeError(err) })
    return c.json(errorBody('internal', 'Something went wrong. Please try again.'), 500)
  }
}

export function createApp(deps: AppDeps) {
  const app = new Hono()
  app.use('*', requestMetrics())
  app.use('*', securityHeaders(deps.config.publicUrl))
  app.use('*', requestLog(deps.logger))

  app.onError(answerError(deps.logger))

  app.route('/', healthRoutes(deps.database, deps.drain))
  // Metrics are served on METRICS_PORT alone (metrics/metrics-server.ts): a scraper pointed at
  // the public port gets a 404, not the web app's page.
  app.get('/metrics', (c) => c.notFound())
  // Before the body limit: a share that reaches the server is answered without reading it.
  app.route('/', webManifestRoutes())

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('too_large', 'The request body is too large.'), 413),
  })
  // GET and HEAD carry no body to Cadence; asking for one would build a whole Request per read.
  app.use('*', (c, next) => (hasNoBody(c.req.method) ? next() : limitBody(c, next)))
  app.use('*', refuseUnstorableInput)

  app.use(
    '/api/*',
    originCheck(deps.config.publicUrl, deps.config.allowedOrigins, ['/api/billing/webhook']),
  )

  app.route('/api/auth', authRoutes(deps))
  const api = new Hono()
  api.route('/account/sessions', accountSessionsRoutes(deps))
  api.route('/account', accountRoutes(deps))
  api.route('/billing', billingRoutes(deps))
  api.route('/connections', connectionsRoutes(deps))
  api.route('/connections', analysesRoutes(deps))
  api.route('/connections', annotationsRoutes(deps))
  api.route('/connections', gapAnalysisRoutes(deps))
  api.route('/connections', connectionExportRoutes(deps))
  api.route('/exports', reportRoutes(deps))
  api.route('/plan', planRoutes(deps))
  api.route('/comparison', comparisonRoutes(deps))
  api.route('/view-preferences', viewPreferencesRoutes(deps))
  api.route('/waitlist', waitlistRoutes(deps))
  api.route('/newsletter', newsletterRoutes(deps))
  api.route('/blog', blogRoutes(deps))
  // Resource routes are mounted here, one file per resource under routes/.
  app.route('/api', api)
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Not found'), 404))

  app.route('/billing', billingTestPagesRoutes(deps))
  app.route('/dev/outbox', devOutboxRoutes(deps))
  app.route('/', feedsRoutes(deps))
  // Source maps are built for measuring, never published: they would hand out the source.
  if (deps.config.NODE_ENV === 'production')
    app.get('*', (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()))
  if (deps.webRoot) app.get('*', serveWebApp(deps.webRoot, publicSiteRoutes(deps)))
  return app
}
