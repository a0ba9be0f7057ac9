import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

const PayloadSchema = z.object({
  email: z.string(),
  exp: z.number().optional(),
  /** Set on an e-mail change link: the address the account moves to. */
  updateTo: z.string().optional(),
  userId: z.string().optional(),
})

export type TokenCheck =
  | { ok: true; email: string; updateTo?: string; userId?: string }
  | { ok: false; reason: 'invalid' | 'expired' }

/**
 * Reads better-auth's e-mail verification token (an HS256 JWT signed with the auth secret)
 * so Cadence can refuse a link before better-auth acts on it.
 */
export function checkVerificationToken(
  token: string,
  secret: string,
  now = Date.now(),
): TokenCheck {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return { ok: false, reason: 'invalid' }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  let parsed: z.infer<typeof PayloadSchema>
  try {
    parsed = PayloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (parsed.exp !== undefined && parsed.exp * 1000 <= now) return { ok: false, reason: 'expired' }
  return {
    ok: true,
    email: parsed.email.toLowerCase(),
    ...(parsed.updateTo ? { updateTo: parsed.updateTo.toLowerCase() } : {}),
    ...(parsed.userId ? { userId: parsed.userId } : {}),
  }
}
