// Bundles the `cadence` command (src/cli/main.ts and the engine it uses) into
// JavaScript, dist/cli/cadence.js, so the command starts without compiling
// TypeScript. Run by `npm run build`, and by bin/cadence.js when the bundle is
// missing or older than one of its sources (listed in dist/cli/sources.json).
// What a command loads on demand (`clean` the cleaner, `analyze` the whole
// engine, a zip the unzipping reader) is a chunk of its own under dist/cli/chunks/,
// so `clean` never reads or compiles the analysis. Chunks are named by their
// content and written first; the entry and the list are written under a temporary
// name and renamed, so two commands building at the same moment never see half a file.

import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Rollup } from 'vite'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = join(ROOT, 'src/cli/main.ts')
export const CLI_OUTPUT = join(ROOT, 'dist/cli/cadence.cjs')
export const CLI_SOURCES = join(ROOT, 'dist/cli/sources.json')

function isOutput(value: unknown): value is Rollup.RollupOutput {
  return typeof value === 'object' && value !== null && 'output' in value
}

interface Bundle {
  /** The entry, dist/cli/cadence.js. */
  code: string
  /** The chunks it loads on demand, by their path under dist/cli/. */
  chunks: { fileName: string; code: string }[]
  /** Repository-relative paths of the modules in the entry and its chunks. */
  sources: string[]
}

/** The bundle's code and the repository-relative paths of the modules in it. */
export async function bundleCli(): Promise<Bundle> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    // Bundled rather than imported from node_modules: inside the bundle it is only
    // evaluated when a zip is read (its tables cost a plain-text run ~10 ms).
    ssr: { noExternal: ['fflate'] },
    build: {
      write: false,
      ssr: ENTRY,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rolldownOptions: {
        output: {
          format: 'cjs',
          entryFileNames: 'cadence.cjs',
          chunkFileNames: 'chunks/[name]-[hash].cjs',
        },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput)
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === 'chunk')
  const entries = chunks.filter((chunk) => chunk.isEntry)
  if (entries.length !== 1 || !entries[0]) {
    throw new Error(`Expected one entry for the cadence command, got ${entries.length}`)
  }
  const sources = chunks
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => id.startsWith(ROOT) && !id.includes('node_modules'))
    .map((id) => relative(ROOT, id))
    .sort()
  return {
    code: entries[0].code,
    chunks: chunks
      .filter((chunk) => !chunk.isEntry)
      .map(({ fileName, code }) => ({ fileName, code })),
    sources,
  }
}

async function writeAtomically(path: string, content: string) {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, content)
  await rename(temporary, path)
}

export async function buildCli(): Promise<void> {
  const { code, chunks, sources } = await bundleCli()
  await mkdir(join(dirname(CLI_OUTPUT), 'chunks'), { recursive: true })
  // Named by their content: a chunk already there is this very chunk, and the entry that names
  // a new one is written only once it is whole.
  for (const chunk of chunks) {
    await writeAtomically(join(dirname(CLI_OUTPUT), chunk.fileName), chunk.code)
  }
  await writeAtomically(CLI_OUTPUT, code)
  // Chunks of earlier builds no entry names any more.
  const current = new Set(chunks.map((chunk) => chunk.fileName))
  for (const name of await readdir(join(dirname(CLI_OUTPUT), 'chunks'))) {
    if (!current.has(`chunks/${name}`) && /\.c?js$/.test(name)) {
      await rm(join(dirname(CLI_OUTPUT), 'chunks', name), { force: true })
    }
  }
  // The entry of builds before the command became CommonJS.
  await rm(join(dirname(CLI_OUTPUT), 'cadence.js'), { force: true })
  // Written after the bundle: a list newer than its bundle never makes a stale bundle look fresh.
  await writeAtomically(CLI_SOURCES, `${JSON.stringify(sources, null, 2)}\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli()
  if (!process.argv.includes('--quiet')) console.log('cadence command: dist/cli/cadence.cjs')
}
