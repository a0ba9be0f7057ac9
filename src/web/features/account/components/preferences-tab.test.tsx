// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PreferencesTab } from './preferences-tab'

const { saveAccountLanguage, switchLocale, toast } = vi.hoisted(() => ({
  saveAccountLanguage: vi.fn(),
  switchLocale: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}))

vi.mock('#src/web/lib/save-account-language', () => ({ saveAccountLanguage }))
vi.mock('#src/web/lib/i18n/i18n', async (original) => ({
  ...(await original<typeof import('#src/web/lib/i18n/i18n')>()),
  switchLocale,
}))
vi.mock('#src/web/lib/toast', () => ({ toast }))
vi.mock('#src/web/lib/use-session', () => ({
  useSession: () => ({
    user: { id: 'u1', email: 'maya@example.com', name: 'Maya', locale: 'de' },
    session: null,
    isPending: false,
  }),
}))
vi.mock('#src/web/lib/session-store', () => ({ refreshSession: () => Promise.resolve() }))

beforeEach(() => {
  saveAccountLanguage.mockReset()
  switchLocale.mockReset()
  switchLocale.mockResolvedValue(undefined)
  toast.success.mockReset()
  toast.error.mockReset()
})

describe('the language preference', () => {
  it('shows the account language and names every language in itself', () => {
    render(<PreferencesTab />)
    const select = screen.getByLabelText('Language') as HTMLSelectElement
    expect(select.value).toBe('de')
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Deutsch',
      'Français',
      'العربية',
    ])
  })

  it('saves the choice, then switches the app to it', async () => {
    saveAccountLanguage.mockResolvedValue(undefined)
    render(<PreferencesTab />)
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } })
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(saveAccountLanguage).toHaveBeenCalledWith('fr')
    expect(switchLocale).toHaveBeenCalledWith('fr')
    expect(toast.success).toHaveBeenCalledWith('Language saved', 'Cadence now speaks Français.')
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('fr')
  })

  it('says so and keeps the language when saving fails', async () => {
    saveAccountLanguage.mockRejectedValue(new Error('offline'))
    render(<PreferencesTab />)
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } })
    await waitFor(() => expect(toast.error).toHaveBeenCalled())
    expect(toast.error).toHaveBeenCalledWith(
      'Language not saved',
      'Your language could not be saved, so nothing changed. Please try again.',
    )
    expect(switchLocale).not.toHaveBeenCalled()
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de')
  })
})
