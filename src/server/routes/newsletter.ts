import { Hono } from 'hono'
import { NewsletterRequestSchema, type NewsletterResponse } from '#src/contract/newsletter'
import type { AppDeps } from '../app-deps'
import { clientAddress } from '../http/client-address'
import { hitRateLimit } from '../http/rate-limit'
import { readBody } from '../http/read-body'
import { subscribeToNewsletter } from '../signups/signups-repository'

export const NEWSLETTER_RATE_RULE = { name: 'newsletter', max: 10, windowMs: 10 * 60_000 }

export function newsletterRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono().post('/', async (c) => {
    await hitRateLimit(db, NEWSLETTER_RATE_RULE, clientAddress(c, deps.config.TRUST_PROXY))
    const body = await readBody(c, NewsletterRequestSchema)
    const ok: NewsletterResponse = { ok: true }
    // A filled honeypot is a bot: it sees a success and nothing is stored.
    if (body.website?.trim()) return c.json(ok, 201)
    // docs/product.md §5: a duplicate is ignored silently and counts as a success.
    await subscribeToNewsletter(db, body.email)
    return c.json(ok, 201)
  })
}
