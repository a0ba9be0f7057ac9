import type { RenderPublicPage } from '#src/contract/public-pages'
import type { Auth } from './auth/create-auth'
import type { AppBilling } from './billing/create-billing-provider'
import type { Config } from './config'
import type { Database } from './db/client'
import type { Drain } from './http/drain'
import type { Logger } from './logger'
import type { Mailer } from './mail/mailer'

/** Everything a route may use, built once in index.ts (or by a test) and passed down. */
export interface AppDeps {
  config: Config
  database: Database
  logger: Logger
  /** Folder of the built web app; absent when only the API is served (tests). */
  webRoot?: string
  /** Renders the public pages to HTML (dist/ssr, built with the web app); absent, every page gets the shell. */
  renderPublicPage?: RenderPublicPage
  /** Signs sessions and tokens. */
  authSecret: string
  /** better-auth, mounted at /api/auth/*; routes read the session through auth/require-user.ts. */
  auth: Auth
  /** Sends Cadence's mails (SMTP, or the development outbox). */
  mailer: Mailer
  /** The payment provider: Stripe when STRIPE_SECRET_KEY is set, else the local test provider. */
  billing: AppBilling
  /** Whether the instance is shutting down (SIGTERM): /readyz turns 503, exports are refused. */
  drain: Drain
}
