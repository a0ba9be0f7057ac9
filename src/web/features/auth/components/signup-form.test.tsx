// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PLANS } from '#src/contract/plans'
import { renderWithRouter } from '#src/web/testing/render-with-router'
import { SignupForm } from './signup-form'

// The server, for better-auth's client: it answers as the test says.
const server = { answer: (): Response => new Response(null, { status: 500 }) }
beforeAll(() => {
  vi.stubGlobal('fetch', async () => server.answer())
})

/** The server's sign-up answer: the account is created either way. */
function answerSignUp(confirmationMail: 'sent' | 'failed') {
  server.answer = () =>
    Response.json({
      token: null,
      user: { id: 'u1', email: 'grace@example.com', name: '', emailVerified: false },
      confirmationMail,
    })
}

async function signUp(tier: 'free' | 'base') {
  const user = userEvent.setup()
  renderWithRouter(<SignupForm plan={PLANS[tier]} onPlanPage={tier !== 'free'} />, {
    path: '/signup',
  })
  await user.type(screen.getByLabelText('Email'), 'grace@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret-enough')
  await user.click(screen.getByRole('button', { name: /Create/ }))
}

describe('SignupForm when the confirmation mail could not be sent', () => {
  it('goes to check-your-mail saying so', async () => {
    answerSignUp('failed')
    await signUp('free')
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/confirm-email?email=grace%40example.com&mail=failed',
      ),
    )
  })

  it('on a paid plan too', async () => {
    answerSignUp('failed')
    await signUp('base')
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/confirm-email-payment?email=grace%40example.com&tier=base&mail=failed',
      ),
    )
  })

  it('says nothing of the kind when it was sent', async () => {
    answerSignUp('sent')
    await signUp('free')
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/confirm-email?email=grace%40example.com',
      ),
    )
  })
})
