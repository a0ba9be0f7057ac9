import { type Browser, expect, type Page } from '@playwright/test'
import { expectAccessible, signUpAndConfirm } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { linkIn, waitForMail } from './support/mailbox'
import { upgradeTo } from './support/plans'
import { test } from './support/test'

const passwordOf = (name: string) => `${name}-long-enough-password`

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** A second browser (its own cookies) signed in to the same account. */
async function secondDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.99.${Math.floor(Math.random() * 250)}.7` },
  })
  const page = await context.newPage()
  await signIn(page, email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
  return { page, close: () => context.close() }
}

test.describe('account care', () => {
  test('forgot password: the mailed link sets a new password once; the old one stops working', async ({
    page,
  }) => {
    const { email } = await signUpAndConfirm(page, 'Forgetful')
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByTestId('form-message')).toHaveText('Please fill in all fields')
    const since = Date.now()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('If an account uses that address')).toBeVisible()
    await expectAccessible(page)

    const mail = await waitForMail(email, { since })
    expect(mail.subject).toBe('Reset your Cadence password')
    const link = linkIn(mail, '/api/auth/reset-password/')
    await page.goto(link)
    await expect(page).toHaveURL(/\/reset-password\?token=/)
    await page.getByLabel('New password', { exact: true }).fill('12345')
    await page.getByLabel('Confirm new password').fill('12345')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByTestId('form-message')).toHaveText(
      'Password must be at least 6 characters long',
    )
    await page.getByLabel('New password', { exact: true }).fill('my-new-secret')
    await page.getByLabel('Confirm new password').fill('my-new-secreT')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByTestId('form-message')).toHaveText('The two passwords do not match')
    await page.getByLabel('Confirm new password').fill('my-new-secret')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/login\?reset=done$/)
    await expect(page.getByText('Your password has been changed')).toBeVisible()
    const notice = await waitForMail(email, { since: mail.receivedAt + 1 })
    expect(notice.subject).toBe('Your Cadence password was changed')

    await signIn(page, email, passwordOf('Forgetful'))
    await expect(page.getByTestId('form-message')).toHaveText('Invalid email or password')
    await signIn(page, email, 'my-new-secret')
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto(link)
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/)
    await expect(
      page.getByText('This reset link has expired or has already been used'),
    ).toBeVisible()
  })

  test('profile: a new name shows in the avatar and the account menu', async ({ page }) => {
    await signUpAndConfirm(page, 'Maya')
    await page.goto('/account-settings')
    await expect(page.getByText('coming soon')).toHaveCount(0)
    const name = page.getByLabel('Full name')
    await expect(name).toHaveValue('Maya')
    await name.fill('Zora Neale')
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(page.getByText('Your name has been updated.')).toBeVisible()
    const menu = page.getByRole('button', { name: 'Open account menu' })
    await expect(menu).toHaveText('Z')
    await menu.click()
    await expect(page.getByRole('menu').getByText('Zora Neale')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(page.getByLabel('Full name')).toHaveValue('Zora Neale')
    await expectAccessible(page)
  })

  test('change password needs the current one, signs out the other device and mails a notice', async ({
    page,
    browser,
  }) => {
    const { email } = await signUpAndConfirm(page, 'Ravi')
    const other = await secondDevice(browser, email, passwordOf('Ravi'))
    await page.goto('/account-settings')
    await page.getByLabel('Current password').fill('not-my-password')
    await page.getByLabel('New password', { exact: true }).fill('ravi-new-secret')
    await page.getByLabel('Confirm new password').fill('ravi-new-secret')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your current password is not correct.')).toBeVisible()

    const since = Date.now()
    await page.getByLabel('Current password').fill(passwordOf('Ravi'))
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Every other device has been signed out.')).toBeVisible()
    expect((await waitForMail(email, { since })).subject).toBe('Your Cadence password was changed')

    await other.page.goto('/dashboard')
    await expect(other.page).toHaveURL(/\/login$/)
    await other.close()
    await page.reload()
    await expect(page).toHaveURL(/\/account-settings$/)
  })

  test('signed-in devices: each signs out on its own, or all but this one', async ({
    page,
    browser,
  }) => {
    const { email } = await signUpAndConfirm(page, 'Ines')
    const phone = await secondDevice(browser, email, passwordOf('Ines'))
    const tablet = await secondDevice(browser, email, passwordOf('Ines'))
    await page.goto('/account-settings')
    const devices = page.getByRole('list', { name: 'Signed-in devices' })
    await expect(devices.getByRole('listitem')).toHaveCount(3)
    await expect(devices.getByRole('listitem').first()).toContainText('This device')
    await expect(devices.getByRole('listitem').first()).toContainText(/Chrome \d+ on Linux/)
    await expect(devices.getByText(/Last active/).first()).toBeVisible()
    await expectAccessible(page)

    await devices
      .getByRole('button', { name: /^Sign out / })
      .first()
      .click()
    await expect(devices.getByRole('listitem')).toHaveCount(2)
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect(devices.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0)
    for (const device of [phone, tablet]) {
      await device.page.goto('/dashboard')
      await expect(device.page).toHaveURL(/\/login$/)
      await device.close()
    }
  })

  test('change e-mail: nothing changes until the link sent to the new address is followed', async ({
    page,
  }) => {
    const { email } = await signUpAndConfirm(page, 'Tomas')
    const newEmail = `moved-${Date.now().toString(36)}@example.com`
    const since = Date.now()
    await page.goto('/account-settings')
    await page.getByLabel('New email address').fill(newEmail)
    await page.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(page.getByText('Check your new address')).toBeVisible()
    const notice = await waitForMail(email, { since })
    expect(notice.subject).toBe('Your Cadence email address may change')
    expect(notice.text).toContain(newEmail)
    await page.reload()
    const current = page.getByText('Current address:').locator('..')
    await expect(current).toContainText(email)

    const confirm = await waitForMail(newEmail, { since })
    expect(confirm.subject).toBe('Confirm your new email for Cadence')
    await page.goto(linkIn(confirm, '/api/auth/verify-email'))
    await expect(page).toHaveURL(/\/account-settings\?email-change=done$/)
    await expect(page.getByText('Your email address has been changed')).toBeVisible()
    await expect(current).toContainText(newEmail)
    await expectAccessible(page)

    await page.context().clearCookies()
    await signIn(page, email, passwordOf('Tomas'))
    await expect(page.getByTestId('form-message')).toHaveText('Invalid email or password')
    await signIn(page, newEmail, passwordOf('Tomas'))
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('billing history links the test provider’s invoice and receipt; deleting cancels the plan and lands on /welcome', async ({
    page,
  }) => {
    const { email } = await signUpAndConfirm(page, 'Payer')
    await upgradeTo(page, 'base')
    await page.goto('/account-settings')
    await page.getByRole('tab', { name: 'Billing' }).click()
    const history = page.getByRole('list', { name: 'Billing history' })
    const [invoice] = await Promise.all([
      page.context().waitForEvent('page'),
      history.getByRole('link', { name: 'Invoice' }).click(),
    ])
    await expect(invoice.getByRole('heading', { name: 'Invoice' })).toBeVisible()
    await expect(invoice.getByText(email)).toBeVisible()
    await expect(invoice.getByText('$4.99').first()).toBeVisible()
    await expectAccessible(invoice)
    await invoice.getByRole('link', { name: 'Receipt' }).click()
    await expect(invoice.getByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(invoice.getByText('Paid $4.99')).toBeVisible()
    await invoice.close()

    await page.getByRole('tab', { name: 'Profile' }).click()
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByRole('alertdialog').getByLabel('Password').fill(passwordOf('Payer'))
    await page.getByRole('button', { name: 'Delete account' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await signIn(page, email, passwordOf('Payer'))
    await expect(page.getByTestId('form-message')).toHaveText('Invalid email or password')
  })

  test('sign-out lands on /welcome even while the landing page is still loading', async ({
    page,
  }) => {
    await signUpAndConfirm(page, 'Leaver')
    await page.goto('/account-settings')
    // Hold the landing page's code until the app has read the session as gone: the protected
    // page is still on screen when its session empties, the moment the race sent people to /login.
    let signingOut = false
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-out')) signingOut = true
    })
    const sessionGone = page.waitForResponse(
      (response) => signingOut && response.url().includes('/api/auth/get-session'),
    )
    await page.route('**/assets/landing-page-*.js', async (route) => {
      await sessionGone
      await route.continue()
    })
    await page.getByRole('button', { name: 'Open account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible()
  })
})
