import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml)|image\/svg\+xml)/

/** Text worth compressing; images and fonts are compressed already. */
export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType)

/** The best encoding the client accepts: Brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: 9 })
}

/**
 * Compressed copies of bodies that do not change under the same key (a built file and its
 * modification time, a rendered page), so each is compressed once. Bounded: the oldest goes first.
 */
export function compressionCache(maxEntries = 512) {
  const entries = new Map<string, Buffer>()
  return (key: string, encoding: Encoding, body: () => Buffer): Buffer => {
    const id = `${encoding}:${key}`
    const hit = entries.get(id)
    if (hit) return hit
    const compressed = compress(body(), encoding)
    entries.set(id, compressed)
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    return compressed
  }
}
