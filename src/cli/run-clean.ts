// `cadence clean <export> [-o out.txt] [--date-order dmy|mdy]`

import { cleanExport, cleanExportInPieces } from '#src/analysis/import/clean-export'
import type { CleanOptions, CleanSummary } from '#src/analysis/import/clean-result'
import { encodeUtf8 } from '#src/analysis/import/utf8'
import { dateOrderWarning, describeClean } from './describe-clean'
import type { CliCommand } from './parse-arguments'
import { type Input, type InputPieces, openInput } from './read-input'
import { fileOutput, type PieceOutput, printNote, standardOutput } from './write-output'

function clean(
  input: Input | InputPieces,
  options: CleanOptions,
  output: PieceOutput,
): CleanSummary {
  if ('first' in input) {
    return cleanExportInPieces(input.first, input.byteLength, input.read, output.write, options)
  }
  const { text, ...summary } = cleanExport(input.content, options)
  output.write(encodeUtf8(text))
  return summary
}

export async function runClean(command: Extract<CliCommand, { kind: 'clean' }>): Promise<void> {
  const { input, close } = await openInput(command.input)
  const output = command.output === undefined ? standardOutput() : fileOutput(command.output)
  let result: CleanSummary
  try {
    result = clean(input, { dateOrder: command.dateOrder, exportYear: input.exportYear }, output)
  } finally {
    close()
  }
  const warning = dateOrderWarning(result, command.dateOrder !== undefined)
  if (warning) printNote(warning)
  await output.end()
  if (command.output !== undefined)
    printNote(`${describeClean(result)} Written to ${command.output}.`)
}
