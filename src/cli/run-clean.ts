// `cadence clean <export> [-o out.txt] [--date-order dmy|mdy]`

import { cleanExport } from '../analysis/import/clean-export'
import { dateOrderWarning, describeClean } from './describe-clean'
import type { CliCommand } from './parse-arguments'
import { readInput } from './read-input'
import { printNote, printOut, writeTextFile } from './write-output'

export async function runClean(command: Extract<CliCommand, { kind: 'clean' }>): Promise<void> {
  const { text, exportYear } = await readInput(command.input)
  const result = cleanExport(text, { dateOrder: command.dateOrder, exportYear })
  const warning = dateOrderWarning(result, command.dateOrder !== undefined)
  if (warning) printNote(warning)
  if (command.output === undefined) {
    await printOut(result.text)
    return
  }
  writeTextFile(command.output, result.text)
  printNote(`${describeClean(result)} Written to ${command.output}.`)
}
