// The sample account the landing page's screenshots show: a user signed up and
// confirmed through a real SMTP capture server, four connections, and a chat
// generated for each and read by Cadence's own engine.

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { analyzeChat } from '../../src/analysis/analyze'
import { type GenerateChatOptions, generateChat } from '../../src/analysis/testing/generate-chat'
import type { RelationshipType } from '../../src/contract/connections'
import { confirmationLinkIn, type SmtpCapture } from '../../src/server/testing/smtp-capture'

interface SampleConnection {
  name: string
  relationshipType: RelationshipType
  chat: GenerateChatOptions
}

const DAYS = 240
const DAY_MS = 24 * 60 * 60 * 1000
const FIRST_DAY = Date.now() - DAYS * DAY_MS

/** 'YYYY-MM-DD' of the sample chats' n-th day: they end today, so the screens read as current. */
function day(n: number): string {
  return new Date(FIRST_DAY + n * DAY_MS).toISOString().slice(0, 10)
}

const START = day(0)

/** Shown on the connection and gap analysis screens; uploaded through the page itself. */
export const FEATURED: SampleConnection = {
  name: 'Maya',
  relationshipType: 'Romantic Partner',
  chat: {
    seed: 21,
    start: START,
    days: DAYS,
    conversationsPerDay: 6,
    user1InitiationShare: 0.55,
    events: [
      { type: 'silence', start: day(98), days: 11 },
      { type: 'response_delay', start: day(161), days: 18, who: 'user2', medianMinutes: 240 },
    ],
  },
}

/** The other connections the comparison screen sets beside the featured one. */
const OTHERS: SampleConnection[] = [
  {
    name: 'Jordan',
    relationshipType: 'Friend',
    chat: {
      seed: 32,
      start: START,
      days: DAYS,
      conversationsPerDay: 1.2,
      user1InitiationShare: 0.72,
      replyMinutes: [6, 22],
      events: [
        { type: 'silence', start: day(92), days: 12 },
        { type: 'response_delay', start: day(127), days: 20, who: 'user2', medianMinutes: 300 },
        { type: 'silence', start: day(169), days: 14 },
        { type: 'frequency_drop', start: day(197), days: 30, factor: 0.3 },
      ],
    },
  },
  {
    name: 'Mum',
    relationshipType: 'Family',
    chat: {
      seed: 43,
      start: START,
      days: DAYS,
      conversationsPerDay: 1.4,
      messagesPerConversation: 6,
      user1InitiationShare: 0.3,
      replyMinutes: [25, 50],
      chronotypeShift: -1.5,
    },
  },
  {
    name: 'Sam',
    relationshipType: 'Colleague',
    chat: {
      seed: 54,
      start: START,
      days: DAYS,
      conversationsPerDay: 3,
      weekendFactor: 0.15,
      user1InitiationShare: 0.5,
      replyMinutes: [4, 5],
    },
  },
]

export const MEMORY_NOTE = 'Maya was hiking in Patagonia, out of signal for most of the trip.'

async function post(context: BrowserContext, baseUrl: string, path: string, data: unknown) {
  const response = await context.request.post(`${baseUrl}${path}`, {
    data,
    headers: { Origin: baseUrl },
  })
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`)
  return response.json()
}

/** Signs up, follows the mailed confirmation link and lands signed in on the dashboard. */
export async function signUpAndConfirm(page: Page, baseUrl: string, smtp: SmtpCapture) {
  const email = 'alex@example.com'
  await post(page.context(), baseUrl, '/api/auth/sign-up/email', {
    email,
    password: 'a-long-sample-password',
    name: 'Alex',
    callbackURL: '/dashboard',
  })
  await page.goto(confirmationLinkIn(await smtp.waitForMail(email, 1, 20_000)))
  await page.waitForURL('**/dashboard')
}

async function createConnection(page: Page, baseUrl: string, sample: SampleConnection) {
  const { name, relationshipType } = sample
  const body = await post(page.context(), baseUrl, '/api/connections', { name, relationshipType })
  return body.connection.id as string
}

/**
 * Creates the featured connection and uploads its chat on the connection page, where
 * the engine reads it in the browser; the others get the engine's result by the API.
 * Returns the featured connection's id.
 */
export async function createSampleConnections(page: Page, baseUrl: string, work: string) {
  const featured = await createConnection(page, baseUrl, FEATURED)
  const chatPath = join(work, 'chat-with-maya.txt')
  writeFileSync(chatPath, generateChat(FEATURED.chat))
  await page.goto(`${baseUrl}/connections/${featured}`)
  await page.locator('input[type="file"]').setInputFiles(chatPath)
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await page.getByText('Analysis Complete').waitFor({ timeout: 60_000 })

  for (const sample of OTHERS) {
    const id = await createConnection(page, baseUrl, sample)
    const analysis = analyzeChat(generateChat(sample.chat))
    await post(page.context(), baseUrl, `/api/connections/${id}/analyses`, analysis)
  }
  return featured
}

/** The gap analysis page's card of the planted silence. */
export function silenceCard(page: Page) {
  return page
    .locator('[id^="anomaly-"]')
    .filter({ has: page.getByRole('heading', { name: /-Day Communication Gap$/ }) })
    .first()
}

/** Keeps a memory on the planted silence, through the anomaly card's own editor. */
export async function addMemoryNote(page: Page) {
  const silence = silenceCard(page)
  await silence.getByRole('button', { name: 'Add your memory' }).click()
  await silence.getByRole('textbox', { name: 'Your memory' }).fill(MEMORY_NOTE)
  await silence.getByRole('button', { name: 'Save' }).click()
  await silence.getByText(MEMORY_NOTE).waitFor()
}
