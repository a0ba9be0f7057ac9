import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { chooseEncoding, compressionCache, type Encoding, isCompressible } from './compression'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

const compressed = compressionCache()

function fileResponse(
  path: string,
  cacheControl: string,
  encoding: Encoding | null,
  extra: Record<string, string> = {},
) {
  const stat = statSync(path)
  const contentType = types[extname(path)] ?? 'application/octet-stream'
  const headers = { 'Content-Type': contentType, 'Cache-Control': cacheControl, ...extra }
  // Text (scripts, styles, the shell) goes compressed, each file once per version.
  if (isCompressible(contentType)) {
    const vary = { Vary: 'Accept-Encoding' }
    if (encoding) {
      const body = compressed(`${path}:${stat.mtimeMs}`, encoding, () => readFileSync(path))
      return new Response(new Uint8Array(body), {
        headers: {
          ...headers,
          ...vary,
          'Content-Encoding': encoding,
          'Content-Length': String(body.byteLength),
        },
      })
    }
    Object.assign(headers, vary)
  }
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
  return new Response(body, { headers: { ...headers, 'Content-Length': String(stat.size) } })
}

/** The path of a URL with its %-escapes decoded, or null when an escape is malformed (`/%`). */
export function decodePathname(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname)
  } catch {
    return null
  }
}

/**
 * Answers a page request with server-rendered HTML, or null when the path is a page the
 * client renders alone (the signed-in app, sign-in), which then gets index.html.
 */
export type PageResponder = (c: Context) => Promise<Response | null>

/**
 * Serves the built single-page app: real files when they exist; any other GET that asks for
 * a page goes to `pages` (server rendering and real 404s), else index.html (history fallback).
 */
export function serveWebApp(root: string, pages?: PageResponder) {
  const index = join(root, 'index.html')
  return async (c: Context) => {
    const pathname = decodePathname(c.req.url)
    if (pathname === null) return c.text('Bad request: the address is not valid.', 400)
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    const candidate = normalize(join(root, pathname))
    const inside =
      candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep)
    if (inside && existsSync(candidate) && statSync(candidate).isFile()) {
      // Vite fingerprints everything under /assets, so it can be cached for good.
      const immutable = pathname.startsWith('/assets/')
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache'
      // The offline cleaner, in any language, is saved as one file to open from the disk.
      const download: Record<string, string> = /^\/cadence-cleaner(\.[\w-]+)?\.html$/.test(pathname)
        ? { 'Content-Disposition': 'attachment; filename="cadence-cleaner.html"' }
        : {}
      return fileResponse(candidate, cache, encoding, download)
    }
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) return c.notFound()
    const rendered = pages ? await pages(c) : null
    if (rendered) return rendered
    if (!existsSync(index)) return c.text('The web app is not built yet: run `npm run build`.', 503)
    return fileResponse(index, 'no-cache', encoding)
  }
}
