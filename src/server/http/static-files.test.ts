import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { decodePathname, serveWebApp } from './static-files'

const root = mkdtempSync(join(tmpdir(), 'cadence-static-'))
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, 'index.html'), '<div id="root"></div>')
writeFileSync(join(root, 'assets', 'app-1234abcd.js'), 'export {}')
writeFileSync(join(root, 'a b.txt'), 'spaced')
writeFileSync(join(root, 'cadence-cleaner.html'), '<html lang="en">')
writeFileSync(join(root, 'cadence-cleaner.pt-BR.html'), '<html lang="pt-BR">')
const script = `export const words = '${'rhythm '.repeat(400)}'`
writeFileSync(join(root, 'assets', 'big-9876fedc.js'), script)
writeFileSync(join(root, 'assets', 'photo-1234abcd.webp'), 'RIFF....WEBP')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const app = new Hono().get('*', serveWebApp(root))
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers })

describe('serving the built web app', () => {
  it('serves a fingerprinted asset for good and the shell for a page', async () => {
    const asset = await get('/assets/app-1234abcd.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const shell = await get('/dashboard')
    expect(shell.status).toBe(200)
    expect(await shell.text()).toBe('<div id="root"></div>')
  })

  it.each(['/cadence-cleaner.html', '/cadence-cleaner.pt-BR.html'])(
    'hands %s, the offline cleaner in a language, over as a file to save',
    async (path) => {
      const res = await get(path)
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="cadence-cleaner.html"',
      )
    },
  )

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

describe('compressing what is sent', () => {
  it('sends text as Brotli, else gzip, else as it is, saying it varies', async () => {
    const br = await get('/assets/big-9876fedc.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength)
    expect(brBody.byteLength).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(brBody).toString()).toBe(script)

    const gz = await get('/assets/big-9876fedc.js', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)

    const plain = await get('/assets/big-9876fedc.js', { 'Accept-Encoding': 'br;q=0, identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })

  it('compresses the shell too, but not images', async () => {
    const shell = await get('/dashboard', { 'Accept-Encoding': 'gzip' })
    expect(shell.headers.get('content-encoding')).toBe('gzip')
    const image = await get('/assets/photo-1234abcd.webp', { 'Accept-Encoding': 'br' })
    expect(image.headers.get('content-encoding')).toBeNull()
    expect(await image.text()).toBe('RIFF....WEBP')
  })
})

describe('decodePathname', () => {
  it('is null for a malformed escape', () => {
    expect(decodePathname('http://localhost/%')).toBeNull()
    expect(decodePathname('http://localhost/caf%C3%A9')).toBe('/café')
  })
})
