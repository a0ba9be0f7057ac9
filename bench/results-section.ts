// docs/benchmarks.md is shared: each benchmark owns the text between its two
// markers and rewrites only that, so sections written by others survive.

import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const TITLE =
  '# Benchmarks\n\nFigures are written by the scripts that measure them; run them again to refresh.\n'

export function replaceSection(document: string, id: string, body: string): string {
  const start = `<!-- ${id}:start -->`
  const end = `<!-- ${id}:end -->`
  const section = `${start}\n${body.trim()}\n${end}`
  const from = document.indexOf(start)
  const to = document.indexOf(end)
  if (from >= 0 && to > from)
    return document.slice(0, from) + section + document.slice(to + end.length)
  return `${document.trimEnd()}\n\n${section}\n`
}

export function writeSection(path: string, id: string, body: string): void {
  const document = existsSync(path) ? readFileSync(path, 'utf8') : TITLE
  writeFileSync(path, replaceSection(document, id, body))
}
