// `npm run imports:fix`: rewrites every specifier of src to the one spelling the import rule
// (scripts/import-rule.ts) allows, then lets Biome sort the imports of the files it changed.
// Running it again changes nothing.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findingsIn, sourceFiles } from './import-rule'

/**
 * Rewrites the files of src under `root`. Returns the files changed, the specifiers it could not
 * fix (they name no file) and the folders that are in no area yet (their files are rewritten as if
 * each folder were an area; the checker fails until the folder is listed).
 */
export function fixImports(root: string): {
  changed: string[]
  left: string[]
  unlisted: string[]
} {
  const changed: string[] = []
  const left: string[] = []
  const unlisted = new Set<string>()
  for (const file of sourceFiles(root)) {
    const source = readFileSync(path.join(root, file), 'utf8')
    let fixed = source
    // From the end, so that the positions of the earlier specifiers stay true.
    const found = findingsIn(root, file, source).sort((a, b) => b.start - a.start)
    for (const finding of found) {
      if (finding.specifier === '') {
        unlisted.add(finding.problem)
        continue
      }
      if (finding.expected === undefined) {
        left.push(`${finding.file}:${finding.line}  '${finding.specifier}'  ${finding.problem}`)
        continue
      }
      fixed = fixed.slice(0, finding.start) + finding.expected + fixed.slice(finding.end)
    }
    if (fixed !== source) {
      writeFileSync(path.join(root, file), fixed)
      changed.push(file)
    }
  }
  return { changed, left, unlisted: [...unlisted] }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const { changed, left, unlisted } = fixImports(root)
  for (const problem of left) console.error(`cannot fix: ${problem}`)
  for (const problem of unlisted) console.error(`not listed: ${problem}`)
  console.log(`${changed.length} file(s) rewritten.`)
  if (changed.length > 0) {
    // A rewritten specifier may move within its import group: Biome sorts it back in place.
    const biome = spawnSync('npx', ['biome', 'check', '--write', ...changed], {
      cwd: root,
      stdio: 'inherit',
    })
    if (biome.status !== 0) console.error('Biome reported problems in the rewritten files (above).')
  }
  if (left.length > 0) process.exit(1)
}
