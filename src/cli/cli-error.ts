/** Exit codes: 1 the input could not be used, 2 the command line was wrong. */
export const EXIT_BAD_INPUT = 1
export const EXIT_USAGE = 2

/** An error whose message is printed as is, followed by the exit code. */
export class CliError extends Error {
  override name = 'CliError'
  constructor(
    message: string,
    readonly exitCode: number = EXIT_BAD_INPUT,
  ) {
    super(message)
  }
}
