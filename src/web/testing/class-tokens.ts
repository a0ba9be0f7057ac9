// Every class token the web app's code can hand to `cn`: each whitespace-separated word of
// each string and template literal in src/web (tests and the merge configuration aside), as Tailwind itself finds classes
// in the sources. Words that are no class (ids, labels, paths) come along; both merges pass
// them through untouched.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const WEB = fileURLToPath(new URL('..', import.meta.url))

export function classTokens(): string[] {
  const tokens = new Set<string>()
  const files = readdirSync(WEB, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        // The cut merge configuration itself names groups, not classes the app uses.
        !entry.name.startsWith('tailwind-merge-'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
  for (const file of files) {
    const code = readFileSync(file, 'utf8')
    for (const literal of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = literal[1] ?? literal[2] ?? literal[3] ?? ''
      // A template literal's `${…}` parts are code, not classes.
      for (const word of text.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) if (word) tokens.add(word)
    }
  }
  return [...tokens].sort()
}
