import { Hono } from 'hono'
import {
  WAITLIST_DUPLICATE,
  WAITLIST_DUPLICATE_CODE,
  WAITLIST_INSERT_FAILED,
  WaitlistRequestSchema,
  type WaitlistResponse,
} from '#src/contract/waitlist'
import type { AppDeps } from '../app-deps'
import { ApiError } from '../http/api-error'
import { clientAddress } from '../http/client-address'
import { classifyFailure, describeError, isUniqueViolation } from '../http/failures'
import { hitRateLimit } from '../http/rate-limit'
import { readBody } from '../http/read-body'
import { addToWaitlist } from '../signups/signups-repository'

export const WAITLIST_RATE_RULE = { name: 'waitlist', max: 10, windowMs: 10 * 60_000 }

export function waitlistRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono().post('/', async (c) => {
    await hitRateLimit(db, WAITLIST_RATE_RULE, clientAddress(c, deps.config.TRUST_PROXY))
    const body = await readBody(c, WaitlistRequestSchema)
    const ok: WaitlistResponse = { ok: true }
    // A filled honeypot is a bot: it sees a success and nothing is stored.
    if (body.website?.trim()) return c.json(ok, 201)
    try {
      await addToWaitlist(db, body.email)
    } catch (error) {
      // The unique constraint decides, so two simultaneous sign-ups cannot both succeed.
      if (isUniqueViolation(error))
        throw new ApiError(409, WAITLIST_DUPLICATE_CODE, WAITLIST_DUPLICATE)
      // An outage or a refused value is the app's to answer (503 / 400).
      if (classifyFailure(error) !== 'other') throw error
      deps.logger.error('waitlist insert failed', describeError(error))
      throw new ApiError(500, 'insert_failed', WAITLIST_INSERT_FAILED)
    }
    return c.json(ok, 201)
  })
}
