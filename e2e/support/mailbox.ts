import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import type { CapturedMail as RawMail } from '#src/server/testing/smtp-capture'
import { MAILBOX_DIR } from './e2e-env'

export interface CapturedMail {
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: number
}

let kept = 0

/** Files a mail the SMTP capture received (global-setup.ts) as JSON where the tests read it. */
export async function keepMail(mail: RawMail): Promise<void> {
  const parsed = await simpleParser(mail.raw)
  const record: CapturedMail = {
    to: mail.to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    receivedAt: Date.now(),
  }
  kept += 1
  mkdirSync(MAILBOX_DIR, { recursive: true })
  writeFileSync(
    join(MAILBOX_DIR, `${Date.now()}-${process.pid}-${kept}.json`),
    JSON.stringify(record),
  )
}

function readMails(): CapturedMail[] {
  if (!existsSync(MAILBOX_DIR)) return []
  return readdirSync(MAILBOX_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(MAILBOX_DIR, f), 'utf8')) as CapturedMail)
}

/** Waits for the newest mail to `to` (received after `since`, if given) that the real SMTP server captured. */
export async function waitForMail(
  to: string,
  { since = 0, timeoutMs = 15_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = readMails()
      .filter((m) => m.to.includes(to.toLowerCase()) && m.receivedAt >= since)
      .sort((a, b) => b.receivedAt - a.receivedAt)[0]
    if (found) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`)
}

/** The first link in the mail's text that points at `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart))
  if (!link) throw new Error(`No link containing ${pathPart} in mail "${mail.subject}"`)
  return link
}
