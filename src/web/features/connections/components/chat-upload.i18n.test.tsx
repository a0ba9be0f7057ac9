// @vitest-environment jsdom
import { type Messages, setupI18n } from '@lingui/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { ChatUpload } from './chat-upload'
import { CleanedNote } from './cleaned-note'

const catalogs = import.meta.glob<Messages>('/src/i18n/catalogs/connections/{de,ar}.json', {
  import: 'default',
  eager: true,
})

function inLocale(locale: 'de' | 'ar', children: ReactNode) {
  const messages = catalogs[`/src/i18n/catalogs/connections/${locale}.json`]
  const i18n = setupI18n({ locale, messages: { [locale]: messages ?? {} } })
  return (
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>
  )
}

const connection = { id: '3f1c1a52-5a0e-4c43-9a39-0d6f3c2b9e11', name: 'Sam' }

describe('the upload screen in another language', () => {
  it('speaks German, export guide and file size included', async () => {
    render(inLocale('de', <ChatUpload connection={connection} onSaved={() => {}} />))
    expect(screen.getByRole('heading', { name: 'Chat für Sam hochladen' })).toBeTruthy()
    expect(screen.getByText('Wie exportiere ich einen Chat?')).toBeTruthy()
    expect(screen.getByText('Cadence nimmt: .txt (Android) oder .zip (iPhone)')).toBeTruthy()
    const input = document.querySelector('input[type="file"]')
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input')
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, new File(['%PDF'], 'chat.pdf', { type: 'application/pdf' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte lade eine .txt-Datei hoch (anonymisierter Chat-Export)',
    )
    const text = '01/02/24, 10:00 - User 1\n'.repeat(60_000)
    await user.upload(input, new File([text], 'Chat.txt', { type: 'text/plain' }))
    expect(screen.getByText('1,43 MB')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Verbindung analysieren' })).toBeTruthy()
  })

  it('says in Arabic that a raw export was cleaned, with the plural of its count', () => {
    render(
      inLocale(
        'ar',
        <CleanedNote
          cleaned={{ format: 'meta-json', messageCount: 2, ambiguousDateOrder: false }}
        />,
      ),
    )
    expect(screen.getByText('نُظِّف ملف تصدير ماسنجر أو إنستغرام على هذا الجهاز')).toBeTruthy()
    expect(screen.getByText(/^اختُزلت رسالتان/)).toBeTruthy()
  })
})
