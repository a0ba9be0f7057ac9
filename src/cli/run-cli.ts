// Runs one command and turns every failure into a message on stderr and an exit code.

import { CliError, EXIT_BAD_INPUT } from './cli-error'
import { HELP_TEXT } from './help-text'
import { parseArguments } from './parse-arguments'
import { printNote, printOut } from './write-output'

export async function runCli(argv: string[]): Promise<number> {
  try {
    const command = parseArguments(argv)
    if (command.kind === 'help') await printOut(HELP_TEXT)
    else if (command.kind === 'clean') await (await import('./run-clean')).runClean(command)
    // Loaded on demand: analyze pulls in the whole engine, clean only the importer.
    else await (await import('./run-analyze')).runAnalyze(command)
    return 0
  } catch (error) {
    // The engine's errors (too many senders, no valid messages…) are written for people.
    printNote(`cadence: ${error instanceof Error ? error.message : String(error)}`)
    return error instanceof CliError ? error.exitCode : EXIT_BAD_INPUT
  }
}
