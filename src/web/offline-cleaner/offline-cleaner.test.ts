// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { strToU8, zipSync } from 'fflate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messagesIn } from '#src/web/testing/messages-in'
import { mountOfflineCleaner } from './offline-cleaner'
import { offlineCleanerMarkup } from './offline-cleaner-markup'

const OFFLINE_CLEANER_MARKUP = offlineCleanerMarkup({
  locale: 'en',
  messages: messagesIn('en').messages,
})

const AMBIGUOUS = new File(
  ['03/04/24, 9:15 PM - Anna: are you up?\n03/04/24, 9:20 PM - Ben: yes\n'],
  'WhatsApp Chat with Ben.txt',
)

beforeEach(() => {
  document.body.innerHTML = OFFLINE_CLEANER_MARKUP
  mountOfflineCleaner(document.body)
})
afterEach(() => {
  document.body.innerHTML = ''
})

const fileInput = () => screen.getByLabelText(/Choose your chat export or drop it here/)
const preview = () => document.getElementById('clean-preview')?.textContent

describe('mountOfflineCleaner', () => {
  it('cleans a picked export and shows what it found, focused on the outcome', async () => {
    await userEvent.upload(fileInput(), AMBIGUOUS)
    await waitFor(() =>
      expect(preview()).toBe('03/04/24, 21:15 - User 1\n03/04/24, 21:20 - User 2'),
    )
    expect(document.getElementById('clean-summary')?.textContent).toBe(
      'WhatsApp (Android) · 2 messages · 0 notices removed',
    )
    expect(document.activeElement?.id).toBe('clean-result-title')
  })

  it('asks about the date order only when the file cannot tell, and re-reads on a switch', async () => {
    const user = userEvent.setup()
    await user.upload(fileInput(), AMBIGUOUS)
    const monthFirst = await screen.findByRole('radio', { name: /Month first/ })
    expect((screen.getByRole('radio', { name: /Day first/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    await user.click(monthFirst)
    expect(preview()).toBe('04/03/24, 21:15 - User 1\n04/03/24, 21:20 - User 2')

    await user.upload(
      fileInput(),
      new File(['31/12/23, 21:15 - Anna: hi\n31/12/23, 21:16 - Ben: yo\n'], 'chat.txt'),
    )
    await waitFor(() =>
      expect(preview()).toBe('31/12/23, 21:15 - User 1\n31/12/23, 21:16 - User 2'),
    )
    expect(document.getElementById('date-order')?.hidden).toBe(true)
  })

  it('opens a WhatsApp .zip from an iPhone', async () => {
    const zip = zipSync({
      '_chat.txt': strToU8('[31/12/2023, 21:15:04] Anna: hi\n[31/12/2023, 21:16:00] Ben: yo\n'),
    })
    await userEvent.upload(fileInput(), new File([zip], 'WhatsApp Chat - Anna.zip'))
    await waitFor(() =>
      expect(preview()).toBe('31/12/23, 21:15 - User 1\n31/12/23, 21:16 - User 2'),
    )
    expect(screen.getByText(/WhatsApp \(iPhone\) · 2 messages/)).toBeTruthy()
  })

  it('shows what is wrong with a zip that holds no chat', async () => {
    const zip = zipSync({ 'photo.jpg': new Uint8Array(8) })
    await userEvent.upload(fileInput(), new File([zip], 'photos.zip'))
    expect((await screen.findByRole('alert')).textContent).toMatch(/holds no chat export/)
    expect(document.getElementById('clean-result')?.hidden).toBe(true)
  })

  it('shows the engine message instead of a result for a group chat', async () => {
    const group = new File(
      ['31/12/23, 21:15 - A: a\n31/12/23, 21:16 - B: b\n31/12/23, 21:17 - C: c\n'],
      'g.txt',
    )
    await userEvent.upload(fileInput(), group)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/more than two people/)
    expect(document.getElementById('clean-result')?.hidden).toBe(true)
  })

  it('downloads the clean text as cadence-clean.txt', async () => {
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:clean'
    })
    URL.revokeObjectURL = vi.fn()
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    await userEvent.upload(fileInput(), AMBIGUOUS)
    await waitFor(() => expect(preview()).toMatch(/User 1/))
    await userEvent.click(screen.getByRole('button', { name: 'Download cadence-clean.txt' }))
    expect(clicked).toEqual(['cadence-clean.txt'])
    expect(await blobs[0]?.text()).toBe('03/04/24, 21:15 - User 1\n03/04/24, 21:20 - User 2\n')
  })
})

describe('the offline cleaner page', () => {
  it('carries the export steps of every app, escaped for HTML', () => {
    expect(OFFLINE_CLEANER_MARKUP).toContain('How do I export a chat?')
    for (const app of [
      'WhatsApp',
      'Telegram',
      'Messenger',
      'Instagram',
      'Discord',
      'Signal',
      'iMessage',
    ]) {
      expect(OFFLINE_CLEANER_MARKUP).toContain(`<h3>${app} `)
    }
    expect(OFFLINE_CLEANER_MARKUP).toContain('Privacy &amp; Security')
    expect(OFFLINE_CLEANER_MARKUP).toContain('accept=".txt,.json,.csv,.zip,')
  })

  it('writes its outcome in the page’s language, with the reader’s plurals and digits', async () => {
    document.body.innerHTML = offlineCleanerMarkup({
      locale: 'de',
      messages: messagesIn('de').messages,
    })
    mountOfflineCleaner(document.body)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cadence Chat-Bereiniger')
    const lines = Array.from(
      { length: 1201 },
      (_, i) => `31/12/23, 21:${String(i % 60).padStart(2, '0')} - ${i % 2 ? 'Ben' : 'Anna'}: hi`,
    )
    await userEvent.upload(
      screen.getByLabelText(/Wähle deinen Chatexport/),
      new File([`${lines.join('\n')}\n`], 'chat.txt'),
    )
    await waitFor(() =>
      expect(document.getElementById('clean-summary')?.textContent).toBe(
        'WhatsApp (Android) · 1.201 Nachrichten · 0 Hinweise entfernt',
      ),
    )
  })
})
