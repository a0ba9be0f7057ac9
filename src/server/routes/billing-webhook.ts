import { Hono } from 'hono'
import type Stripe from 'stripe'
import type { AppDeps } from '../app-deps'
import { applyBillingEvent } from '../billing/apply-billing-event'
import { readStripeEvent } from '../billing/stripe-event'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  errorBody,
} from '../http/api-error'
import { classifyFailure, describeError } from '../http/failures'

/** Stripe's default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * POST /api/billing/webhook. The signature is checked on the raw body before anything else; a
 * failure while applying answers 5xx and leaves nothing written, so Stripe's retry succeeds.
 */
export function billingWebhookRoutes(deps: AppDeps) {
  const { billing, logger } = deps
  return new Hono().post('/', async (c) => {
    if (billing.kind !== 'stripe') return c.json(errorBody('not_found', 'Not found'), 404)
    const signature = c.req.header('stripe-signature')
    const raw = await c.req.text()
    let event: Stripe.Event
    try {
      if (!signature) throw new Error('missing signature')
      event = await billing.stripe.webhooks.constructEventAsync(
        raw,
        signature,
        billing.settings.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      )
    } catch {
      return c.json(errorBody('bad_signature', 'Invalid webhook signature.'), 400)
    }
    try {
      const billingEvent = await readStripeEvent(billing, event)
      if (!billingEvent) return c.json({ received: true, ignored: true })
      const result = await applyBillingEvent(deps.database.db, billingEvent)
      if (result === 'unknown_customer') {
        logger.warn('billing event for an unknown customer', { event: event.id, type: event.type })
      }
      return c.json({ received: true, result })
    } catch (error) {
      logger.error('billing event failed', {
        event: event.id,
        type: event.type,
        ...describeError(error),
      })
      // Either way the provider retries later; an outage says when.
      if (classifyFailure(error) === 'database_unavailable') {
        c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503)
      }
      return c.json(errorBody('webhook_failed', 'The event could not be applied.'), 500)
    }
  })
}
