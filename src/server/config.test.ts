import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigSchema, parseConfig } from './config'

describe('configuration', () => {
  it('is listed whole in .env.example and docs/configuration.md', () => {
    const example = readFileSync('.env.example', 'utf8')
    const documented = readFileSync('docs/configuration.md', 'utf8')
    for (const name of Object.keys(ConfigSchema.shape)) {
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, 'm'))
      expect(documented, name).toContain(`\`${name}\``)
    }
  })

  it('needs nothing to run in development', () => {
    const config = parseConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('names the variable of a bad value', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT: /)
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/^Invalid DATABASE_URL: /)
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/^Invalid DATABASE_POOL_SIZE: /)
    expect(parseConfig({ DATABASE_POOL_SIZE: '20' }).DATABASE_POOL_SIZE).toBe(20)
  })

  it('serves metrics only on a port of their own', () => {
    expect(parseConfig({}).METRICS_PORT).toBeUndefined()
    expect(parseConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined()
    expect(parseConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464)
    expect(() => parseConfig({ METRICS_PORT: 'nine' })).toThrow(/^Invalid METRICS_PORT: /)
    expect(() => parseConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /^Invalid METRICS_PORT: must differ from PORT/,
    )
  })

  it('drains a few seconds before stopping in production, at once elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
    }
    expect(parseConfig(production).SHUTDOWN_DRAIN_SECONDS).toBe(5)
    expect(parseConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).SHUTDOWN_DRAIN_SECONDS).toBe(
      0,
    )
    expect(parseConfig({}).SHUTDOWN_DRAIN_SECONDS).toBe(0)
    expect(parseConfig({ NODE_ENV: 'test' }).SHUTDOWN_DRAIN_SECONDS).toBe(0)
    expect(parseConfig({ SHUTDOWN_DRAIN_SECONDS: '2.5' }).SHUTDOWN_DRAIN_SECONDS).toBe(2.5)
    expect(() => parseConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(
      /^Invalid SHUTDOWN_DRAIN_SECONDS: /,
    )
  })

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('requires a session secret in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid BETTER_AUTH_SECRET/)
    expect(
      parseConfig({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://mail.example:587',
      }).NODE_ENV,
    ).toBe('production')
  })

  it('refuses to start in production without SMTP_URL', () => {
    expect(() =>
      parseConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }),
    ).toThrow(/^Invalid SMTP_URL: required in production/)
  })

  it('requires the webhook secret with a Stripe key', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /^Invalid STRIPE_WEBHOOK_SECRET/,
    )
  })
})

describe('allowed origins', () => {
  it('accepts every loopback spelling of the port when PUBLIC_URL is unset', () => {
    expect(parseConfig({ PORT: '3000' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
  })

  it('accepts only PUBLIC_URL when it is set', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://cadence.example/' }).allowedOrigins).toEqual([
      'https://cadence.example',
    ])
  })
})

describe('TRUST_PROXY', () => {
  it('reads true, false and a number of proxies', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(0)
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => parseConfig({ TRUST_PROXY: 'maybe' })).toThrow(/^Invalid TRUST_PROXY/)
  })

  it('hashes new passwords at scrypt N=2^17 unless a test suite lowers it, within 2^12-2^17', () => {
    expect(parseConfig({}).PASSWORD_HASH_LOG2N).toBe(17)
    expect(parseConfig({ PASSWORD_HASH_LOG2N: '13' }).PASSWORD_HASH_LOG2N).toBe(13)
    expect(() => parseConfig({ PASSWORD_HASH_LOG2N: '11' })).toThrow()
    expect(() => parseConfig({ PASSWORD_HASH_LOG2N: '18' })).toThrow()
  })
})
