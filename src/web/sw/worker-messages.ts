// What a page tells the service worker: take over now (the reader chose "Reload" for a new
// release), or keep copies of these public pages for offline use.

export type WorkerMessage = { type: 'take-over' } | { type: 'keep-pages'; paths: string[] }

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false
  if (value.type === 'take-over') return true
  return (
    value.type === 'keep-pages' &&
    'paths' in value &&
    Array.isArray(value.paths) &&
    value.paths.length <= 20 &&
    value.paths.every(
      (path) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'),
    )
  )
}
