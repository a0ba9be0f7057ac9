import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps } from './app-deps'
import { authRoutes } from './auth/auth-routes'
import { ApiError, errorBody } from './http/api-error'
import { healthRoutes } from './http/health-routes'
import { originCheck } from './http/origin-check'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { serveWebApp } from './http/static-files'
import { devOutboxRoutes } from './mail/outbox-routes'
import { accountRoutes } from './routes/account'
import { analysesRoutes } from './routes/analyses'
import { annotationsRoutes } from './routes/annotations'
import { billingRoutes } from './routes/billing'
import { billingTestPages } from './routes/billing-test-pages'
import { blogRoutes } from './routes/blog'
import { comparisonRoutes } from './routes/comparison'
import { connectionsRoutes } from './routes/connections'
import { connectionExportRoutes, reportRoutes } from './routes/exports'
import { feedsRoutes } from './routes/feeds'
import { gapAnalysisRoutes } from './routes/gap-analysis'
import { newsletterRoutes } from './routes/newsletter'
import { planRoutes } from './routes/plan'
import { publicSite } from './routes/public-site'
import { viewPreferencesRoutes } from './routes/view-preferences'
import { waitlistRoutes } from './routes/waitlist'

/** JSON bodies larger than this are refused with 413 before they are read (analysis results are the largest). */
export const MAX_BODY_BYTES = 1024 * 1024

export function createApp(deps: AppDeps) {
  const app = new Hono()
  app.use('*', securityHeaders)
  app.use('*', requestLog(deps.logger))

  app.onError((err, c) => {
    if (err instanceof ApiError)
      return c.json(errorBody(err.code, err.message, err.extra), err.status)
    deps.logger.error('unhandled error', {
      path: new URL(c.req.url).pathname,
      error: err instanceof Error ? err.message : String(err),
    })
    return c.json(errorBody('internal', 'Something went wrong. Please try again.'), 500)
  })

  app.route('/', healthRoutes(deps.database))

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('too_large', 'The request body is too large.'), 413),
    }),
  )

  app.use('/api/*', originCheck(deps.config.publicUrl, ['/api/billing/webhook']))

  app.route('/api/auth', authRoutes(deps))
  const api = new Hono()
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

  app.route('/billing', billingTestPages(deps))
  app.route('/dev/outbox', devOutboxRoutes(deps))
  app.route('/', feedsRoutes(deps))
  if (deps.webRoot) app.get('*', serveWebApp(deps.webRoot, publicSite(deps)))
  return app
}
