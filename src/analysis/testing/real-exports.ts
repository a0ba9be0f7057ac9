// Where the corpus of real exports from other projects is, for the tests that read it
// (src/analysis/import/real-exports.*.test.ts). The files' licences are unclear, so the corpus
// is never copied into the repository: it sits beside the clone (`../shared/real-exports`), or
// wherever CADENCE_REAL_EXPORTS points (CI always sets it, see .ci/run).
//
// - CADENCE_REAL_EXPORTS set: that folder, which must exist and hold something; otherwise this
//   throws, so a run that asked for the corpus never passes without it.
// - unset: `../shared/real-exports` from the repository root when it is there, else no corpus
//   (a lone clone), and the tests that need it are not declared.
//
// The engine imports nothing from Node (dependency-cruiser), this folder included, so the tests
// hand in the few Node functions it needs: `{ existsSync, readdirSync, resolve, fileURLToPath }`.

/** The environment variable that names the corpus folder. */
const VARIABLE = 'CADENCE_REAL_EXPORTS'
/** The same for the real chats' rhythms (content-free timestamps, ../shared/real-rhythm). */
const RHYTHM_VARIABLE = 'CADENCE_REAL_RHYTHM'

/** The repository root: this file is src/analysis/testing/real-exports.ts. */
const REPO_ROOT = new URL('../../../', import.meta.url)

export interface FolderAccess {
  existsSync(path: string): boolean
  readdirSync(path: string): string[]
  /** A path made absolute against the working directory (node:path's `resolve`). */
  resolve(...paths: string[]): string
  fileURLToPath(url: URL): string
}

export type RealExports =
  /** The corpus, as an absolute path, and what named it. */
  | { folder: string; from: typeof VARIABLE | typeof RHYTHM_VARIABLE | 'default' }
  /** No corpus: the variable is unset and nothing is at the default folder. */
  | { folder: null; looked: string }

/** The corpus folder of this run (see the top of this file); throws when a named folder is unusable. */
export function findRealExports(variable: string | undefined, fs: FolderAccess): RealExports {
  return findCorpus(VARIABLE, 'real-exports', variable, fs)
}

/** The real chats' rhythms (CADENCE_REAL_RHYTHM, else ../shared/real-rhythm), found the same way. */
export function findRealRhythm(variable: string | undefined, fs: FolderAccess): RealExports {
  return findCorpus(RHYTHM_VARIABLE, 'real-rhythm', variable, fs)
}

function findCorpus(
  name: typeof VARIABLE | typeof RHYTHM_VARIABLE,
  shared: string,
  variable: string | undefined,
  fs: FolderAccess,
): RealExports {
  if (variable !== undefined) {
    if (variable.trim() === '')
      throw new Error(`${name} is set but empty: set it to the ${shared} folder or unset it.`)
    const folder = fs.resolve(variable)
    requireCorpus(folder, `${name}=${variable}`, fs)
    return { folder, from: name }
  }
  const folder = fs.fileURLToPath(new URL(`../shared/${shared}`, REPO_ROOT))
  if (!fs.existsSync(folder)) return { folder: null, looked: folder }
  requireCorpus(folder, `The default folder (../shared/${shared} beside the repository)`, fs)
  return { folder, from: 'default' }
}

function requireCorpus(folder: string, named: string, fs: FolderAccess): void {
  if (!fs.existsSync(folder)) throw new Error(`${named}: no corpus folder at ${folder}.`)
  let entries: string[]
  try {
    entries = fs.readdirSync(folder)
  } catch (error) {
    throw new Error(`${named}: ${folder} cannot be read as a folder.`, { cause: error })
  }
  if (entries.length === 0) throw new Error(`${named}: the corpus folder ${folder} is empty.`)
}
