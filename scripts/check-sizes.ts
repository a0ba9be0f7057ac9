// `node --import tsx scripts/check-sizes.ts` (a step of `npm test`): fails on every production
// file of src over MAX_FILE_LINES lines and every function over MAX_FUNCTION_LINES that
// scripts/size-rule.ts does not allow, and on each allowance that is no longer needed.
import { fileURLToPath } from 'node:url'
import { findings, MAX_FILE_LINES, MAX_FUNCTION_LINES } from './size-rule'

const root = fileURLToPath(new URL('..', import.meta.url))
const { over, stale } = findings(root)
for (const found of over) {
  const what = found.name ? `${found.name}()` : 'the file'
  console.error(
    `${found.file}:${found.line}  ${what} has ${found.lines} lines (at most ${found.limit})`,
  )
}
for (const entry of stale) {
  const what = entry.name ? `${entry.name}()` : 'the file'
  console.error(
    `${entry.file}  ${what} is allowed in scripts/size-rule.ts but no longer over its limit: remove the allowance`,
  )
}
if (over.length > 0 || stale.length > 0) {
  console.error(
    `\n${over.length + stale.length} problem(s) with the size rule: files of at most ${MAX_FILE_LINES} lines, functions of at most ${MAX_FUNCTION_LINES} (docs/contributing.md). Split by job.`,
  )
  process.exit(1)
}
console.log(
  `Every production file of src has at most ${MAX_FILE_LINES} lines and every function at most ${MAX_FUNCTION_LINES}, but the allowed ones.`,
)
