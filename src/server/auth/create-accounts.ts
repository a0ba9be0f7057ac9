import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { createMailer, type Mailer } from '../mail/mailer'
import { type Auth, createAuth } from './create-auth'

/** The mailer and better-auth, built the same way by the server and by tests. */
export function createAccounts(deps: {
  config: Config
  database: Database
  logger: Logger
  authSecret: string
}): { auth: Auth; mailer: Mailer } {
  const mailer = createMailer({
    smtpUrl: deps.config.SMTP_URL,
    from: deps.config.MAIL_FROM,
    logger: deps.logger,
  })
  return { mailer, auth: createAuth({ ...deps, mailer }) }
}
