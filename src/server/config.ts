import { z } from 'zod'

// Every setting Cadence reads, parsed once at start-up. A newcomer needs none of them.
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /**
   * Where /metrics is served (Prometheus text), on this port alone and never on PORT; unset, it
   * is served nowhere. Bound to HOST like PORT: keep it off the proxy and the internet.
   */
  METRICS_PORT: optionalText.pipe(z.coerce.number<string>().int().min(0).max(65_535).optional()),
  HOST: z.string().default('0.0.0.0'),
  /** Where links in e-mails and payment redirects point; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  /**
   * A direct connection to the same PostgreSQL for migrating, when DATABASE_URL goes through a
   * pooler: the migration lock is a session's, which a pooler in transaction mode would not keep.
   */
  DATABASE_DIRECT_URL: optionalText.pipe(z.url().optional()),
  /** Connections to PostgreSQL (DATABASE_URL) this process keeps open at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Cadence <hello@cadence.local>'),
  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_BASE: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  /** Extra folders of blog posts synced at start, separated like PATH (end-to-end fixtures). */
  BLOG_CONTENT_DIR: optionalText,
  /**
   * After SIGTERM, how long the instance keeps serving while /readyz answers 503, so the load
   * balancer stops sending it requests before its listener closes. 5 in production, else 0.
   */
  SHUTDOWN_DRAIN_SECONDS: optionalText.pipe(z.coerce.number<string>().min(0).max(300).optional()),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * log2 of scrypt's N for new password hashes: 17 (OWASP, decision 001) unless a test suite
   * lowers it. Each hash keeps its own parameters, so any stored hash still verifies.
   */
  PASSWORD_HASH_LOG2N: z.coerce.number().int().min(12).max(17).default(17),
  /**
   * Behind reverse proxies: how many of them append to X-Forwarded-For. The client is the entry
   * that many places from the right (the right-most one no trusted proxy wrote); `true` means 1,
   * `false` or 0 ignores the header.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const v = value.trim().toLowerCase()
      if (['true', 'yes', 'on'].includes(v)) return 1
      if (['false', 'no', 'off', ''].includes(v)) return 0
      if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v)
      ctx.addIssue({ code: 'custom', message: 'use true, false or a number of proxies (0-10)' })
      return z.NEVER
    }),
})

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SHUTDOWN_DRAIN_SECONDS'> & {
  SHUTDOWN_DRAIN_SECONDS: number
  publicUrl: string
  /**
   * Origins whose state-changing requests are Cadence's own: PUBLIC_URL's, or with PUBLIC_URL
   * unset every loopback spelling of the same port (localhost, 127.0.0.1, [::1]).
   */
  allowedOrigins: string[]
}

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') ?? 'configuration'
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`)
  }
  const config = parsed.data
  if (config.NODE_ENV === 'production' && !config.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      'Invalid BETTER_AUTH_SECRET: required in production (32 characters or more)',
    )
  }
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    // Without SMTP the development outbox would log every confirmation link with its token.
    throw new ConfigError(
      'Invalid SMTP_URL: required in production (confirmation mails must be sent)',
    )
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set')
  }
  if (config.METRICS_PORT && config.METRICS_PORT === config.PORT) {
    throw new ConfigError('Invalid METRICS_PORT: must differ from PORT (metrics stay off it)')
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')
  const allowedOrigins = config.PUBLIC_URL
    ? [new URL(publicUrl).origin]
    : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${config.PORT}`)
  const SHUTDOWN_DRAIN_SECONDS =
    config.SHUTDOWN_DRAIN_SECONDS ?? (config.NODE_ENV === 'production' ? 5 : 0)
  return { ...config, SHUTDOWN_DRAIN_SECONDS, publicUrl, allowedOrigins }
}
