// What a page tells the service worker: take over now (the reader chose "Reload" for a new
// release), keep copies of these public pages for offline use, or that it is analysing a chat
// (the install's downloads wait meanwhile, install-pause.ts).

export type WorkerMessage =
  | { type: 'take-over' }
  | { type: 'keep-pages'; paths: string[] }
  | { type: 'analysing'; busy: boolean }

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false
  if (value.type === 'take-over') return true
  if (value.type === 'analysing') return 'busy' in value && typeof value.busy === 'boolean'
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
