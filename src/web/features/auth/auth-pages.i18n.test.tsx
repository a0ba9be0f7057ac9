// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppLocale } from '#src/i18n/locales'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { messagesIn } from '#src/web/testing/messages-in'
import ConfirmEmailPage from './confirm-email-page'
import LoginPage from './login-page'
import ResetPasswordPage from './reset-password-page'
import SignupPage from './signup-page'

// The server, for better-auth's client: it answers as the test says.
const server = { answer: (): Response => new Response(null, { status: 500 }) }
beforeAll(() => {
  vi.stubGlobal('fetch', async () => server.answer())
})

function renderIn(locale: AppLocale, path: string, route: string, page: ReactElement) {
  const i18n = messagesIn(locale)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  )
}

describe('the sign-in page in German', () => {
  it('speaks German, with the sign-up link inside its sentence', () => {
    renderIn('de', '/login?confirmation=used', '/login', <LoginPage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Schön, dass du wieder da bist',
    )
    expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/signup')
    expect(screen.getByRole('status').textContent).toContain('Dieser Bestätigungslink')
    expect(screen.getByLabelText('Passwort')).toBeTruthy()
  })

  it("writes the contract's field message in German", async () => {
    renderIn('de', '/login', '/login', <LoginPage />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }))
    expect((await screen.findByTestId('form-message')).textContent).toBe(
      'Bitte fülle alle Felder aus',
    )
  })

  it("writes a known server code in German, an unknown one in the server's English", async () => {
    const user = userEvent.setup()
    renderIn('de', '/login', '/login', <LoginPage />)
    await user.type(screen.getByLabelText('E-Mail'), 'grace@example.com')
    await user.type(screen.getByLabelText('Passwort'), 'not-hers')

    server.answer = () =>
      Response.json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        { status: 401 },
      )
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect((await screen.findByTestId('form-message')).textContent).toBe(
      'E-Mail-Adresse oder Passwort ist falsch',
    )

    server.answer = () =>
      Response.json({ code: 'SOMETHING_NEW', message: 'Something new happened' }, { status: 400 })
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    await vi.waitFor(() =>
      expect(screen.getByTestId('form-message').textContent).toBe('Something new happened'),
    )
  })
})

describe('a plan sign-up in Arabic', () => {
  it("names the plan in the reader's language and keeps the pricing link in Arabic", () => {
    renderIn('ar', '/signup/base', '/signup/:tier', <SignupPage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الاشتراك في خطة Base')
    expect(screen.getByTestId('plan-card').textContent).toContain('خطة Base')
    expect(screen.getByRole('link', { name: '→ اختيار خطة أخرى' }).getAttribute('href')).toBe(
      '/ar/pricing',
    )
    expect(screen.getByRole('button', { name: 'إنشاء حساب Base' })).toBeTruthy()
  })
})

describe('the other auth pages in French and Spanish', () => {
  it('the check-your-mail page names the address inside its sentence', () => {
    renderIn(
      'fr',
      '/confirm-email?email=grace%40example.com',
      '/confirm-email',
      <ConfirmEmailPage />,
    )
    expect(screen.getByText('grace@example.com').tagName).toBe('STRONG')
    expect(screen.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeTruthy()
  })

  it('the reset page with a broken link', () => {
    renderIn('es', '/reset-password', '/reset-password', <ResetPasswordPage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Elige una contraseña nueva')
    expect(screen.getByRole('link', { name: 'Enviar un enlace nuevo' })).toBeTruthy()
  })
})
