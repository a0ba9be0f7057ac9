import { expect, type Page } from '@playwright/test'
import { linkIn, waitForMail } from './support/mailbox'
import { test } from './support/test'

const PASSWORD = 'rhythm-and-timing'
const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`

async function signUp(page: Page, email: string, name = 'Ada Lovelace') {
  await page.goto('/signup')
  await page.getByLabel('Full name (optional)').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('accounts', () => {
  test('sign up, confirm by the mailed link, sign out and sign in again', async ({ page }) => {
    const email = uniqueEmail('ada')
    const since = Date.now()
    await signUp(page, email)
    await expect(page).toHaveURL(/\/confirm-email\?email=/)
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(page.getByText('Confirm your email address')).toBeVisible()

    const mail = await waitForMail(email, { since })
    expect(mail.subject).toBe('Confirm your email for Cadence')
    await page.goto(linkIn(mail, '/api/auth/verify-email'))
    await expect(page).toHaveURL(/\/dashboard$/)

    const menu = page.getByRole('button', { name: /account menu|user menu|Ada/i })
    await menu.click()
    const accountMenu = page.getByRole('menu')
    await expect(accountMenu.getByText('Ada Lovelace')).toBeVisible()
    await expect(accountMenu.getByText(email)).toBeVisible()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)

    await signIn(page, email)
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the confirmation link works only once', async ({ page }) => {
    const email = uniqueEmail('once')
    const since = Date.now()
    await signUp(page, email)
    const link = linkIn(await waitForMail(email, { since }), '/api/auth/verify-email')
    await page.goto(link)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.context().clearCookies()
    await page.goto(link)
    await expect(page).toHaveURL(/\/login\?confirmation=used/)
    await expect(page.getByText('already been used')).toBeVisible()
  })

  test('a wrong password shows the server message; an unconfirmed account is refused clearly', async ({
    page,
  }) => {
    const email = uniqueEmail('grace')
    await signUp(page, email)
    await expect(page).toHaveURL(/\/confirm-email/)
    await signIn(page, email)
    await expect(page.getByTestId('form-message')).toContainText(
      'Please confirm your email address',
    )
    await signIn(page, email, 'not-my-password')
    await expect(page.getByTestId('form-message')).toHaveText('Invalid email or password')
  })

  test('resend sends another confirmation mail', async ({ page }) => {
    const email = uniqueEmail('resend')
    await signUp(page, email)
    const first = await waitForMail(email)
    const resend = page.getByRole('button', { name: 'Resend confirmation email' })
    await resend.click()
    await expect(page.getByRole('button', { name: 'Email sent!' })).toBeVisible()
    await expect(page.getByText("We've sent you another confirmation email.")).toBeVisible()
    const second = await waitForMail(email, { since: first.receivedAt + 1 })
    expect(second.subject).toBe('Confirm your email for Cadence')
    await page.goto(linkIn(second, '/api/auth/verify-email'))
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('resend is disabled without an address', async ({ page }) => {
    await page.goto('/confirm-email')
    await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  test('a base plan sign-up lands on the check-email-then-pay page with the base plan card', async ({
    page,
  }) => {
    await page.goto('/signup/base')
    const card = page.getByTestId('plan-card')
    await expect(card).toContainText('Base')
    await expect(card).toContainText('$4.99')
    await expect(
      page.getByText('Payment setup will be completed after email confirmation'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: '← Choose a different plan' })).toHaveAttribute(
      'href',
      '/pricing',
    )
    await page.getByLabel('Email').fill(uniqueEmail('base'))
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Base Account' }).click()
    await expect(page).toHaveURL(/\/confirm-email-payment\?email=.*&tier=base/)
    await expect(page.getByRole('heading', { name: 'Almost there!' })).toBeVisible()
    await expect(page.getByTestId('plan-card')).toContainText('$4.99')
    for (const step of ['Account created', 'Confirm your email', 'Complete payment'])
      await expect(page.getByRole('listitem').filter({ hasText: step })).toBeVisible()
  })

  test('every validation message of the forms', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByTestId('form-message')).toHaveText('Please fill in all fields')

    await page.goto('/signup')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByTestId('form-message')).toHaveText('Please fill in all required fields')
    await page.getByLabel('Email').fill(uniqueEmail('short'))
    await page.getByLabel('Password').fill('12345')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByTestId('form-message')).toHaveText(
      'Password must be at least 6 characters long',
    )
  })
})
