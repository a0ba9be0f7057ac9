import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, apiFetch } from './api-client'
import { downloadFile } from './download'

/** The next fetch answers with this status and body (a string is sent as it is, not as JSON). */
function answer(status: number, body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  )
}

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => null,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

const get = () => apiFetch('/api/thing', { schema: z.object({ ok: z.boolean() }) })
const download = () => downloadFile('/api/export', 'export.csv')

describe("the web app reads the API's error body", () => {
  it("throws the server's code and message, with the whole body for the errors that carry more", async () => {
    const body = {
      error: { code: 'plan_limit', message: 'Your plan allows 3.', plan: 'free', limit: 3 },
    }
    answer(402, body)
    const error = await failure(get)
    expect([error.status, error.code, error.message]).toEqual([
      402,
      'plan_limit',
      'Your plan allows 3.',
    ])
    expect(error.payload).toEqual(body)
  })

  it('falls back to a generic message when the body is not an error body or says nothing', async () => {
    answer(500, 'Internal Server Error')
    expect(await failure(get)).toMatchObject({
      status: 500,
      code: 'http_error',
      message: 'Something went wrong. Please try again.',
    })
    answer(502, { error: 'Bad gateway' })
    expect(await failure(get)).toMatchObject({ code: 'http_error' })
    answer(400, { error: { code: 'invalid_body', message: '' } })
    expect(await failure(get)).toMatchObject({
      code: 'invalid_body',
      message: 'Something went wrong. Please try again.',
    })
  })

  it("shows the server's message when a download is refused, and a download message otherwise", async () => {
    answer(404, { error: { code: 'not_found', message: 'Not found' } })
    expect(await failure(download)).toMatchObject({
      status: 404,
      code: 'download_failed',
      message: 'Not found',
    })
    answer(503, 'Service Unavailable')
    expect(await failure(download)).toMatchObject({
      status: 503,
      code: 'download_failed',
      message: 'The download failed. Please try again.',
    })
  })
})
