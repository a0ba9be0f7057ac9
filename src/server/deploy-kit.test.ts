import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'
import { APP_ROOT } from './app-root'
import { ConfigSchema } from './config'
import { BUILD_TIMEOUT_MS } from './exports/build-pool'

// No container engine runs where the tests run: what can be read of the deployment kit
// (Dockerfile, compose.yaml, deploy/haproxy.cfg, docs/deploy.md) is checked here, against the
// server's own settings. docs/deploy.md says what only a container run would prove.

const read = (path: string) => readFileSync(join(APP_ROOT, path), 'utf8')
const SETTINGS = Object.keys(ConfigSchema.shape)

const ServiceSchema = z.object({
  image: z.string().optional(),
  command: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  healthcheck: z
    .object({ test: z.array(z.string()).optional() })
    .loose()
    .optional(),
  volumes: z.array(z.string()).optional(),
  stop_grace_period: z.string().optional(),
})
const ComposeSchema = z.object({ services: z.record(z.string(), ServiceSchema) })
const compose = ComposeSchema.parse(parse(read('compose.yaml'), { merge: true }))
const service = (name: string) => {
  const found = compose.services[name]
  if (!found) throw new Error(`compose.yaml has no service ${name}`)
  return found
}

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
const instructions = read('Dockerfile')
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))

describe('the Dockerfile', () => {
  const stages = instructions.filter((line) => line.startsWith('FROM '))
  const final = instructions.slice(instructions.lastIndexOf(stages.at(-1) ?? ''))

  it('builds in stages on a slim Node LTS (22 or 24)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    const base = instructions.find((line) => line.startsWith('ARG NODE_IMAGE='))
    expect(base).toMatch(/^ARG NODE_IMAGE=node:(22|24)(-\w+)?-slim$/)
    for (const from of stages) expect(from).toMatch(/^FROM \$\{NODE_IMAGE\}/)
  })

  it('runs the built server with production dependencies only, as a user without rights, under an init', () => {
    const omitDev = instructions.findIndex((line) => /npm ci --omit=dev/.test(line))
    expect(omitDev).toBeGreaterThan(0)
    const stageName = instructions
      .slice(0, omitDev)
      .findLast((line) => line.startsWith('FROM '))
      ?.split(' AS ')[1]
    expect(final).toContain(`COPY --from=${stageName} /app/node_modules ./node_modules`)
    expect(final.filter((line) => line.startsWith('USER ')).at(-1)).toBe('USER node')
    expect(final).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]')
    expect(final).toContain('CMD ["node", "dist/server/index.js"]')
    // What the server reads at run time, beside its modules (app-root.ts).
    for (const path of ['dist/server', 'dist/web', 'dist/ssr', 'content', 'package.json'])
      expect(final.some((line) => line.startsWith('COPY ') && line.includes(path))).toBe(true)
  })

  it('checks /readyz, and bakes in no secret', () => {
    expect(final.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/\/readyz/)
    for (const line of instructions.filter((l) => /^(ARG|ENV) /.test(l)))
      expect(line).not.toMatch(/SECRET|PASSWORD|TOKEN|KEY|SMTP_URL|DATABASE_URL/i)
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['.env', '.env.*', 'data/', 'node_modules/', 'dist/', '.git/', '*.backup'])
      expect(ignored).toContain(entry)
  })
})

describe('compose.yaml', () => {
  const instances = ['cadence-a', 'cadence-b']

  it('starts PostgreSQL with a health check, then the one-shot migrate, then two instances', () => {
    expect(service('postgres').healthcheck?.test?.join(' ')).toMatch(/pg_isready/)
    const migrate = service('migrate')
    expect(migrate.command).toEqual(['npm', 'run', 'db:migrate'])
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy')
    for (const name of instances) {
      const instance = service(name)
      expect(instance.depends_on?.migrate?.condition).toBe('service_completed_successfully')
      expect(instance.environment?.NODE_ENV).toBe('production')
      // Stopped after the drain and the longest request, not cut at Docker's 10 s.
      const grace = Number(instance.stop_grace_period?.replace(/s$/, ''))
      expect(grace).toBeGreaterThan(5 + BUILD_TIMEOUT_MS / 1000)
    }
  })

  it('gives the instances settings Cadence reads, and nothing it does not', () => {
    for (const name of ['migrate', ...instances])
      for (const key of Object.keys(service(name).environment ?? {}))
        expect(SETTINGS).toContain(key)
    expect(service('cadence-a').environment?.TRUST_PROXY).toBe('1')
  })

  it('puts HAProxy in front with deploy/haproxy.cfg, every address it needs set', () => {
    const haproxy = service('haproxy')
    expect(haproxy.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro')
    const config = read('deploy/haproxy.cfg')
    expect(config).toMatch(/option httpchk GET \/readyz/)
    const needed = [...config.matchAll(/"\$\{(\w+)\}"/g)].map((match) => match[1])
    expect(needed.length).toBeGreaterThan(0)
    for (const name of needed) expect(Object.keys(haproxy.environment ?? {})).toContain(name)
    expect(haproxy.environment?.CADENCE_A).toBe('cadence-a:3000')
    expect(haproxy.environment?.CADENCE_B).toBe('cadence-b:3000')
    for (const name of instances)
      expect(haproxy.depends_on?.[name]?.condition).toBe('service_healthy')
  })
})

describe('docs/deploy.md', () => {
  it('describes every setting Cadence reads', () => {
    const guide = read('docs/deploy.md')
    for (const setting of SETTINGS) expect(guide).toContain(`\`${setting}\``)
  })
})
