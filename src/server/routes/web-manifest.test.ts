import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'

describe('the web app manifest', () => {
  const t = useTestApp('pglite')

  it('describes the installable app, its icons and its share target', async () => {
    const response = await t.app.request('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Cadence',
      short_name: 'Cadence',
      lang: 'en',
      dir: 'ltr',
      start_url: '/welcome',
      scope: '/',
      display: 'standalone',
      theme_color: '#4338ca',
      share_target: { action: '/share-target', method: 'POST', enctype: 'multipart/form-data' },
    })
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    )
    expect(sizes).toEqual(
      expect.arrayContaining([
        '192x192 any',
        '512x512 any',
        '192x192 maskable',
        '512x512 maskable',
      ]),
    )
  })

  it('speaks the language asked for, and English for any other', async () => {
    const arabic = await (await t.app.request('/manifest.webmanifest?lang=ar')).json()
    expect(arabic).toMatchObject({ id: '/', lang: 'ar', dir: 'rtl', start_url: '/ar/welcome' })
    const english = await (await t.app.request('/manifest.webmanifest')).json()
    expect(arabic.description).not.toBe(english.description)
    for (const lang of ['xx', '', 'en-XA', '<script>'])
      expect(
        (
          await (
            await t.app.request(`/manifest.webmanifest?lang=${encodeURIComponent(lang)}`)
          ).json()
        ).lang,
      ).toBe('en')
  })

  it('answers a share that reaches the server with the share page, reading nothing of it', async () => {
    const body = new FormData()
    body.append('chat', new File([new Uint8Array(3 * 1024 * 1024)], 'WhatsApp Chat with Sam.txt'))
    const response = await t.app.request('/share-target', { method: 'POST', body })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/share?missed=1')
  })
})
