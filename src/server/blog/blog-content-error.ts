/** A blog source file that cannot be published; the message names the file and what is wrong. */
export class BlogContentError extends Error {
  constructor(file: string, problem: string) {
    super(`Blog content ${file}: ${problem}`)
    this.name = 'BlogContentError'
  }
}
