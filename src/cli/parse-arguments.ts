// Turns argv into a command, or a CliError that says what is wrong with it.

import { parseArgs } from 'node:util'
import type { DateOrder } from '#src/analysis/import/date-order'
import type { ViewAs } from '#src/analysis/types'
import { CliError, EXIT_USAGE } from './cli-error'

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'clean'; input: string; output?: string; dateOrder?: DateOrder }
  | { kind: 'analyze'; input: string; json: boolean; viewAs: ViewAs; dateOrder?: DateOrder }

const OPTIONS = {
  output: { type: 'string', short: 'o' },
  'date-order': { type: 'string' },
  json: { type: 'boolean' },
  'view-as': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const usage = (message: string) =>
  new CliError(`${message}\nRun "cadence --help" for usage.`, EXIT_USAGE)

function readDateOrder(value: string | undefined): DateOrder | undefined {
  if (value === undefined || value === 'dmy' || value === 'mdy') return value
  throw usage(`--date-order must be dmy or mdy, not "${value}".`)
}

function readViewAs(value: string | undefined): ViewAs {
  if (value === undefined || value === 'user1') return 'user1'
  if (value === 'user2') return 'user2'
  throw usage(`--view-as must be user1 or user2, not "${value}".`)
}

function readParts(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    // node:util words it as: Unknown option '--x'. To specify a positional argument…
    const message = error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : ''
    throw usage(`${message}.`)
  }
}

export function parseArguments(argv: string[]): CliCommand {
  const { values, positionals } = readParts(argv)
  if (values.help) return { kind: 'help' }
  const [command, input, ...extra] = positionals
  if (command === undefined) throw usage('Say what to do: clean or analyze.')
  if (command !== 'clean' && command !== 'analyze') throw usage(`Unknown command "${command}".`)
  if (input === undefined) throw usage(`Say which file to ${command} (or - for standard input).`)
  if (extra.length > 0) throw usage(`One file at a time: unexpected "${extra[0]}".`)
  const dateOrder = readDateOrder(values['date-order'])
  if (command === 'clean') {
    if (values.json || values['view-as'] !== undefined)
      throw usage('--json and --view-as belong to analyze.')
    return { kind: 'clean', input, output: values.output, dateOrder }
  }
  if (values.output !== undefined)
    throw usage('-o belongs to clean; analyze prints to standard output.')
  return {
    kind: 'analyze',
    input,
    json: values.json ?? false,
    viewAs: readViewAs(values['view-as']),
    dateOrder,
  }
}
