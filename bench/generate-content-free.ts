// A content-free chat (docs/product.md §5) of a given number of messages over about three
// years: bursts of quick replies separated by the quiet hours of a real pair.

import { seededRandom } from './random'

const MINUTES_PER_DAY = 1440
const EPOCH_2021 = Date.UTC(2021, 0, 1)

const pad = (n: number) => String(n).padStart(2, '0')

function line(minute: number, sender: number): string {
  const at = new Date(EPOCH_2021 + minute * 60_000)
  const date = `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCFullYear() % 100)}`
  return `${date}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} - User ${sender + 1}\n`
}

export function generateContentFree(messages: number, days = 3 * 365, seed = 11): string {
  const random = seededRandom(seed)
  const meanGap = (days * MINUTES_PER_DAY) / messages
  const chunks: string[] = []
  let chunk = ''
  let minute = 8 * 60
  let sender = 0
  for (let i = 0; i < messages; i++) {
    // Nine in ten gaps are inside a conversation (0-4 min); the rest carry the remaining time.
    const quick = random() < 0.9
    minute += quick ? Math.floor(random() * 5) : Math.floor(random() * (meanGap * 10 - 18) * 2)
    if (random() < 0.45) sender = 1 - sender
    chunk += line(minute, sender)
    if (i % 4096 === 4095) {
      chunks.push(chunk)
      chunk = ''
    }
  }
  chunks.push(chunk)
  return chunks.join('')
}
