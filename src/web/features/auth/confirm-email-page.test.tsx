// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CONFIRMATION_MAIL_FAILED, MAIL_UNAVAILABLE } from '#src/contract/auth'
import { renderWithRouter } from '#src/web/testing/render-with-router'
import ConfirmEmailPage from './confirm-email-page'

// The server, for better-auth's client: it counts the requests and answers as the test says.
const server = { requests: 0, answer: (): Response => Response.json({ status: true }) }
beforeAll(() => {
  vi.stubGlobal('fetch', async () => {
    server.requests++
    return server.answer()
  })
})

const resendButton = () => screen.getByRole('button', { name: /Resend confirmation email|Sending/ })

describe('the check-your-mail page after a sign-up whose mail failed', () => {
  it('says the account exists but the mail was not sent, beside the resend button', () => {
    renderWithRouter(<ConfirmEmailPage />, {
      path: '/confirm-email?email=grace%40example.com&mail=failed',
    })
    expect(screen.getByTestId('confirmation-mail-failed').textContent).toBe(
      CONFIRMATION_MAIL_FAILED,
    )
    expect(resendButton()).toBeTruthy()
  })

  it('stops saying so once a resend went out', async () => {
    server.answer = () => Response.json({ status: true })
    renderWithRouter(<ConfirmEmailPage />, {
      path: '/confirm-email?email=grace%40example.com&mail=failed',
    })
    await userEvent.setup().click(resendButton())
    await waitFor(() => expect(screen.queryByTestId('confirmation-mail-failed')).toBeNull())
    expect(screen.getByRole('button', { name: 'Email sent!' })).toBeTruthy()
  })

  it('keeps saying so when the resend could not be sent either (503)', async () => {
    server.answer = () =>
      Response.json({ code: 'MAIL_UNAVAILABLE', message: MAIL_UNAVAILABLE }, { status: 503 })
    const before = server.requests
    renderWithRouter(<ConfirmEmailPage />, {
      path: '/confirm-email?email=grace%40example.com&mail=failed',
    })
    await userEvent.setup().click(resendButton())
    await waitFor(() => expect(server.requests).toBe(before + 1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeTruthy(),
    )
    expect(screen.getByTestId('confirmation-mail-failed')).toBeTruthy()
  })

  it('says nothing of the kind after a sign-up whose mail went out', () => {
    renderWithRouter(<ConfirmEmailPage />, { path: '/confirm-email?email=grace%40example.com' })
    expect(screen.queryByTestId('confirmation-mail-failed')).toBeNull()
  })
})
