import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveAccountLanguage } from './save-account-language'

afterEach(() => vi.unstubAllGlobals())

describe('saveAccountLanguage', () => {
  it('puts { locale } to /api/account/language', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    await saveAccountLanguage('de')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/account/language')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'de' })
  })
})
