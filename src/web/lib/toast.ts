type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | undefined
let toasterWanted = false
const listeners = new Set<() => void>()

/**
 * Sonner (~11 KB gzip) is downloaded with the first toast, not with the landing
 * page. Sonner replays toasts raised before its Toaster mounts, so none is lost.
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner')
    sonner.catch(() => {
      sonner = undefined
    })
    toasterWanted = true
    for (const listener of listeners) listener()
  }
  return sonner
}

function show(kind: 'success' | 'error' | 'message', title: string, description?: string) {
  const options = description === undefined ? undefined : { description }
  loadSonner().then(
    ({ toast: raise }) => {
      if (kind === 'message') raise(title, options)
      else raise[kind](title, options)
    },
    () => {
      // Offline and the toast code never arrived: nothing left to show it with.
    },
  )
}

/** The one way to raise a toast: every toast of docs/product.md §8 is a title plus an optional description. */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('message', title, description),
}

/** For the toaster host: has a toast been raised yet? */
export function isToasterWanted(): boolean {
  return toasterWanted
}

export function subscribeToToasterWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Back to before the first toast, as on a fresh page load: no toaster wanted, and every toast
 * raised so far dismissed, so a toaster mounted next shows none of them (tests whose files
 * share one page, see src/test-setup.ts).
 */
export async function resetToasts(): Promise<void> {
  const loaded = sonner
  sonner = undefined
  toasterWanted = false
  for (const listener of listeners) listener()
  if (loaded) (await loaded.catch(() => undefined))?.toast.dismiss()
}
