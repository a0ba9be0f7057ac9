// `cadence analyze <file> [--json] [--view-as user1|user2]`: a raw export is
// cleaned in memory first, so its words never reach the analysis.

import { basename, extname } from 'node:path'
import { analyzeCleanedChat } from '#src/analysis/analyze'
import { buildGapAnalysis } from '#src/analysis/gap-analysis'
import { cleanExportToChat } from '#src/analysis/import/clean-export'
import { viewAs } from '#src/analysis/view-as'
import { dateOrderWarning } from './describe-clean'
import { formatSummary } from './format-summary'
import type { CliCommand } from './parse-arguments'
import { readInput } from './read-input'
import { printNote, printOut } from './write-output'

/** docs/product.md §3: a gap analysis names its connection; the CLI has the file's name. */
function connectionName(input: string): string {
  return input === '-' ? 'Standard input' : basename(input, extname(input))
}

export async function runAnalyze(command: Extract<CliCommand, { kind: 'analyze' }>): Promise<void> {
  const { content, exportYear } = await readInput(command.input)
  const { chat, cleaned } = cleanExportToChat(content, {
    dateOrder: command.dateOrder,
    exportYear,
  })
  const warning = dateOrderWarning(cleaned, command.dateOrder !== undefined)
  if (warning) printNote(warning)
  const result = viewAs(analyzeCleanedChat(chat), command.viewAs)
  if (!command.json) {
    await printOut(formatSummary(result))
    return
  }
  const gapAnalysis = buildGapAnalysis(result, {
    id: 'cli',
    name: connectionName(command.input),
    relationshipType: 'Friend',
  })
  await printOut(`${JSON.stringify({ ...result, gapAnalysis }, null, 2)}\n`)
}
