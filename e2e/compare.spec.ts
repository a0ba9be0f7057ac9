import { expect, type Page } from '@playwright/test'
import { analyzeChat } from '../src/analysis/analyze'
import { buildComparison, type CompareInput, comparedAnalysis } from '../src/analysis/compare'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { createConnectionByApi, expectAccessible, signUpAndConfirm } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { upgradeTo } from './support/plans'
import { screenshotWidths } from './support/settled'
import { test } from './support/test'

async function analysed(page: Page, name: string, options: Parameters<typeof generateChat>[0]) {
  const id = await createConnectionByApi(page, name)
  const analysis = analyzeChat(generateChat(options))
  const response = await page.request.post(`/api/connections/${id}/analyses`, {
    data: analysis,
    headers: { Origin: E2E_BASE_URL },
  })
  expect(response.status()).toBe(201)
  return {
    connection: { id, name, relationshipType: null },
    analysis: comparedAnalysis(analysis),
  } satisfies CompareInput
}

function cardNames(page: Page) {
  return page.locator('section[aria-labelledby="all-connections"] h3').allTextContents()
}

test('a user with two analysed connections sees them side by side and sorts them', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUpAndConfirm(page, 'Ines')
  await upgradeTo(page, 'base')
  await page.getByRole('navigation').getByRole('link', { name: 'Compare' }).first().click()
  await expect(page.getByRole('heading', { name: 'Your Relationship Orbit' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Connections Yet' })).toBeVisible()
  await expect(
    page.getByText('Upload at least 2 chat histories to compare your relationships'),
  ).toBeVisible()
  await expectAccessible(page)

  // Ana: you start most chats and both reply fast. Ben: they start, and replies are slow.
  const ana = await analysed(page, 'Ana', { seed: 31, days: 120, user1InitiationShare: 0.8 })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'One More to Go' })).toBeVisible()
  const ben = await analysed(page, 'Ben', {
    seed: 32,
    days: 120,
    user1InitiationShare: 0.3,
    replyMinutes: [90, 150],
  })
  await page.reload()

  await expect(page.getByRole('heading', { name: 'All Connections (2)' })).toBeVisible()
  for (const tile of ['Total Connections', 'Need Attention', 'Balanced', 'Avg You Initiate'])
    await expect(page.getByText(tile, { exact: true })).toBeVisible()
  const byInitiation = buildComparison([ana, ben], 'initiation').items.map((i) => i.connection.name)
  expect(await cardNames(page)).toEqual(byInitiation)

  const sort = page.getByRole('combobox', { name: 'Sort connections by' })
  await expect(sort).toHaveText('Initiation %')
  await sort.click()
  // The open list is named as its trigger is.
  const options = page.getByRole('listbox', { name: 'Sort connections by' })
  await options.getByRole('option', { name: 'Response Time' }).click()
  const byResponse = buildComparison([ana, ben], 'responseTime').items.map((i) => i.connection.name)
  expect(byResponse).not.toEqual(byInitiation)
  await expect.poll(() => cardNames(page)).toEqual(byResponse)

  await expectAccessible(page)
  await screenshotWidths(page, 'compare')

  await page.getByRole('link', { name: 'View Gaps with Ben' }).click()
  await expect(page.getByRole('heading', { name: 'Relationship Rhythms with Ben' })).toBeVisible()
})
