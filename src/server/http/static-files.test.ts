import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { decodePathname, serveWebApp } from './static-files'

const root = mkdtempSync(join(tmpdir(), 'cadence-static-'))
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, 'index.html'), '<div id="root"></div>')
writeFileSync(join(root, 'assets', 'app-1234abcd.js'), 'export {}')
writeFileSync(join(root, 'a b.txt'), 'spaced')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const app = new Hono().get('*', serveWebApp(root))
const get = (path: string) => app.request(`http://localhost${path}`)

describe('serving the built web app', () => {
  it('serves a fingerprinted asset for good and the shell for a page', async () => {
    const asset = await get('/assets/app-1234abcd.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const shell = await get('/dashboard')
    expect(shell.status).toBe(200)
    expect(await shell.text()).toBe('<div id="root"></div>')
  })

  it('decodes escapes in the path', async () => {
    expect(await (await get('/a%20b.txt')).text()).toBe('spaced')
  })

  it.each(['/%', '/%E0%A4%A', '/blog/%zz'])(
    'answers %s, a malformed escape, with 400',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(400)
      expect(await res.text()).toBe('Bad request: the address is not valid.')
    },
  )

  it('never serves a file outside its folder', async () => {
    expect(await (await get('/..%2f..%2fetc%2fpasswd')).text()).toBe('<div id="root"></div>')
    expect(await (await get('/%2e%2e/%2e%2e/etc/hosts')).text()).toBe('<div id="root"></div>')
  })
})

describe('decodePathname', () => {
  it('is null for a malformed escape', () => {
    expect(decodePathname('http://localhost/%')).toBeNull()
    expect(decodePathname('http://localhost/caf%C3%A9')).toBe('/café')
  })
})
