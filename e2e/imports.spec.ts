// Exports of every kind, dropped as people drop them: a WhatsApp .zip from an
// iPhone, Messenger's JSON, groups and one-writer chats, files that are no chat.

import { expect, type Page } from '@playwright/test'
import { strToU8, zipSync } from 'fflate'
import { createConnectionByApi, expectAccessible, signUpAndConfirm } from './support/connections'
import { test } from './support/test'

/** The instants below are read in the browser's zone: Berlin is UTC+1 in winter. */
test.use({ timezoneId: 'Europe/Berlin' })

function iPhoneZip(): Buffer {
  const lines = ['[01/03/2024, 08:00:00] Anna Lee: ‎Messages and calls are end-to-end encrypted.']
  for (let day = 1; day <= 20; day++) {
    const date = `${String(day).padStart(2, '0')}/03/2024`
    lines.push(`[${date}, 08:1${day % 10}:05] Anna Lee: morning!`)
    lines.push(`[${date}, 08:2${day % 10}:40] Ben: hi`)
    lines.push(`[${date}, 19:4${day % 10}:00] Anna Lee: ‎image omitted`)
  }
  return Buffer.from(
    zipSync({
      '_chat.txt': strToU8(`${lines.join('\r\n')}\r\n`),
      '00000042-PHOTO-2024-03-02-19-42-00.jpg': new Uint8Array(4096).fill(9),
    }),
  )
}

/** Messenger's JSON: newest first, instants in milliseconds, names as UTF-8 bytes read as Latin-1. */
function messengerJson(senders: string[]): Buffer {
  const mangled = (name: string) => String.fromCharCode(...new TextEncoder().encode(name))
  const messages = senders.map((name, i) => ({
    sender_name: mangled(name),
    timestamp_ms: Date.UTC(2024, 0, 1, 22, 30 + i),
    content: `message ${i}`,
  }))
  return Buffer.from(
    JSON.stringify({
      participants: [...new Set(senders)].map((name) => ({ name: mangled(name) })),
      messages: messages.reverse(),
      title: 'Zoë',
      thread_type: 'Regular',
    }),
  )
}

async function drop(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const input = page.locator('input[type="file"]')
  // The server-rendered cleaner keeps its input disabled until the page's code runs, as no
  // file can be read before; Playwright would set files on it all the same, and they would be lost.
  await expect(input).toBeEnabled()
  await input.setInputFiles({ name, mimeType, buffer })
}

test('the cleaner opens a WhatsApp .zip and Messenger JSON, and says why others are refused', async ({
  page,
}) => {
  await page.goto('/cleaner')
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', /\.zip/)

  await drop(page, 'WhatsApp Chat - Ben.zip', 'application/zip', iPhoneZip())
  await expect(page.getByRole('heading', { name: 'Your file is clean' })).toBeVisible()
  await expect(page.getByText('WhatsApp (iPhone)')).toBeVisible()
  await expect(page.getByText('60', { exact: true })).toBeVisible()
  await expect(page.locator('pre')).toContainText(
    '01/03/24, 08:11 - User 1\n01/03/24, 08:21 - User 2',
  )

  await drop(page, 'message_1.json', 'application/json', messengerJson(['Zoë', 'Ben', 'Zoë']))
  await expect(page.getByText('Messenger or Instagram (JSON)')).toBeVisible()
  // 22:30 UTC is 23:30 in Berlin.
  await expect(page.locator('pre')).toHaveText(
    '01/01/24, 23:30 - User 1\n01/01/24, 23:31 - User 2\n01/01/24, 23:32 - User 1',
  )
  await expectAccessible(page)

  const refused = page.getByRole('alert').filter({ hasText: 'This file could not be cleaned' })
  await drop(page, 'message_1.json', 'application/json', messengerJson(['Ann', 'Ben', 'Cy']))
  await expect(refused).toContainText('more than two people')
  await drop(page, 'message_1.json', 'application/json', messengerJson(['Ann', 'Ann']))
  await expect(refused).toContainText('Only one person wrote in this chat')
  await drop(page, 'prices.csv', 'text/csv', Buffer.from('id,name,price\n1,tea,2\n'))
  await expect(refused).toContainText('a table (CSV) with 3 columns')
  await expect(refused).toContainText('Cadence reads WhatsApp')
  await drop(
    page,
    'photos.zip',
    'application/zip',
    Buffer.from(zipSync({ 'a.jpg': new Uint8Array(9) })),
  )
  await expect(refused).toContainText('holds no chat export')

  await page.getByText('How do I export a chat?').click()
  await page.getByRole('tab', { name: 'iMessage' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('imessage-exporter -f txt')
})

test('a WhatsApp .zip is analysed in the browser from the connection upload', async ({ page }) => {
  test.setTimeout(90_000)
  await signUpAndConfirm(page, 'Zip')
  const id = await createConnectionByApi(page, 'Ben')
  await page.goto(`/connections/${id}`)
  await drop(page, 'WhatsApp Chat - Ben.zip', 'application/zip', iPhoneZip())
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Your WhatsApp export was cleaned on this device')).toBeVisible()
  await expect(page.getByText('60 messages were reduced')).toBeVisible()
})
