import { ApiErrorBodySchema } from '#src/contract/api-error'
import { ApiError, readersMessage } from './api-client'
import { saveBlob } from './save-blob'

const FALLBACK = 'The download failed. Please try again.'

/** The file name a Content-Disposition header gives, preferring its UTF-8 form. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (utf8) {
    try {
      return decodeURIComponent(utf8)
    } catch {
      // A malformed name: use the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback
}

/** Fetches a file from the API (GET, or POST with a JSON body) and saves it; API errors are thrown. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null)
    const parsed = ApiErrorBodySchema.safeParse(payload)
    // The server's refusal by its own code, else the download's message.
    const message = parsed.success
      ? await readersMessage(parsed.data.error.code, parsed.data.error.message, payload)
      : await readersMessage('download_failed', FALLBACK, payload)
    throw new ApiError(response.status, 'download_failed', message, payload)
  }
  saveBlob(
    await response.blob(),
    fileNameFrom(response.headers.get('Content-Disposition'), fallbackName),
  )
}
