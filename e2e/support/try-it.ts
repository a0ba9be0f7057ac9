import type { Locator, Page } from '@playwright/test'

/** The landing page's try-it section, scrolled into view. */
export async function openTryIt(page: Page): Promise<Locator> {
  await page.goto('/welcome')
  const flow = page.locator('#try-it-yourself')
  await flow.scrollIntoViewIfNeeded()
  return flow
}

/** The try-it section at its analyse step: past "I've exported my chat" and "My file is clean". */
export async function goToAnalyzeStep(page: Page): Promise<Locator> {
  const flow = await openTryIt(page)
  await flow.getByRole('button', { name: "I've exported my chat" }).click()
  await flow.getByRole('button', { name: 'My file is clean' }).click()
  return flow
}
