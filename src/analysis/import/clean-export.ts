// The cleaner's front door: every supported export in, SPEC §5's content-free
// text out. Only timestamps and User 1 / User 2 leave this function. The file's
// importer is found from its shape (detect-format.ts); checks that hold for
// every platform are made here, once.

import type { CleanOptions, CleanResult } from './clean-result'
import { describeUnknownExport } from './describe-unknown-export'
import { detectImporter } from './detect-format'
import { FileShape } from './export-shape'
import { OnlyOneWriterError, UnknownExportFormatError } from './import-errors'

export function cleanExport(input: string, options: CleanOptions = {}): CleanResult {
  const shape = new FileShape(input)
  const importer = detectImporter(shape)
  if (importer === null) throw new UnknownExportFormatError(describeUnknownExport(shape))
  const result = importer.clean(shape, options)
  // A chat needs two people to have a rhythm between them.
  if (result.senders < 2) throw new OnlyOneWriterError()
  return result
}
