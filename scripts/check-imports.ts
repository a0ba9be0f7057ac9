// `npm run imports:check` (a step of `npm test`): fails on every import of src that breaks the
// import rule of scripts/import-rule.ts. `npm run imports:fix` rewrites them.
import { fileURLToPath } from 'node:url'
import { findings } from './import-rule'

const root = fileURLToPath(new URL('..', import.meta.url))
const found = findings(root)
for (const finding of found) {
  if (finding.specifier === '') {
    console.error(`${finding.file}  ${finding.problem}`)
    continue
  }
  const wanted = finding.expected ? ` → '${finding.expected}'` : ''
  console.error(
    `${finding.file}:${finding.line}:${finding.column + 1}  '${finding.specifier}'${wanted}  ${finding.problem}`,
  )
}
if (found.length > 0) {
  console.error(
    `\n${found.length} problem(s) with the import rule (docs/contributing.md). Run \`npm run imports:fix\`, then \`npx biome check --write .\`.`,
  )
  process.exit(1)
}
console.log('Every import of src follows the import rule.')
