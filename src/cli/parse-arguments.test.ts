import { describe, expect, it } from 'vitest'
import { CliError, EXIT_USAGE } from './cli-error'
import { parseArguments } from './parse-arguments'

function usageError(argv: string[]): CliError {
  try {
    parseArguments(argv)
  } catch (error) {
    if (error instanceof CliError) return error
  }
  throw new Error(`expected a usage error for ${argv.join(' ')}`)
}

describe('parseArguments', () => {
  it('reads clean with an output file and a date order', () => {
    expect(parseArguments(['clean', 'chat.txt', '-o', 'out.txt', '--date-order', 'mdy'])).toEqual({
      kind: 'clean',
      input: 'chat.txt',
      output: 'out.txt',
      dateOrder: 'mdy',
    })
  })

  it('reads analyze with JSON output from standard input as user2', () => {
    expect(parseArguments(['analyze', '-', '--json', '--view-as', 'user2'])).toEqual({
      kind: 'analyze',
      input: '-',
      json: true,
      viewAs: 'user2',
      dateOrder: undefined,
    })
  })

  it('answers --help before anything else', () => {
    expect(parseArguments(['clean', '--help'])).toEqual({ kind: 'help' })
    expect(parseArguments(['-h'])).toEqual({ kind: 'help' })
  })

  it('refuses unknown flags, commands and values with a usage exit code', () => {
    expect(usageError(['analyze', 'x.txt', '--csv']).message).toMatch(/Unknown option '--csv'/)
    expect(usageError(['summarise', 'x.txt']).message).toMatch(/Unknown command "summarise"/)
    expect(usageError(['clean', 'x.txt', '--date-order', 'ymd']).message).toMatch(/dmy or mdy/)
    expect(usageError(['analyze', 'x.txt', '--view-as', 'me']).message).toMatch(/user1 or user2/)
    expect(usageError([]).exitCode).toBe(EXIT_USAGE)
  })

  it('refuses a missing file, a second file and flags of the other command', () => {
    expect(usageError(['clean']).message).toMatch(/which file to clean/)
    expect(usageError(['clean', 'a.txt', 'b.txt']).message).toMatch(/unexpected "b.txt"/)
    expect(usageError(['clean', 'a.txt', '--json']).message).toMatch(/belong to analyze/)
    expect(usageError(['analyze', 'a.txt', '-o', 'x']).message).toMatch(/-o belongs to clean/)
  })
})
