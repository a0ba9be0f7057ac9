// The reference for the whole-process benchmark: a plain Node script (no
// TypeScript) that does what `cadence clean` does with whatsapp-chat-parser —
// read the export, parse it, write one `dd/mm/yy, hh:mm - User N` line per message.
// Usage: node bench/whatsapp-chat-parser-clean.mjs <export.txt> <out.txt>
import { readFileSync, writeFileSync } from 'node:fs'
import { parseString } from 'whatsapp-chat-parser'

const [input, output] = process.argv.slice(2)
const messages = parseString(readFileSync(input, 'utf8'))
const users = new Map()
const two = (n) => String(n).padStart(2, '0')
const lines = []
for (const { date, author } of messages) {
  if (author === null) continue
  if (!users.has(author)) users.set(author, users.size + 1)
  lines.push(
    `${two(date.getDate())}/${two(date.getMonth() + 1)}/${two(date.getFullYear() % 100)}, ${two(date.getHours())}:${two(date.getMinutes())} - User ${users.get(author)}\n`,
  )
}
writeFileSync(output, lines.join(''))
