// Bundles the `cadence` command (src/cli/main.ts and the engine it uses) into ONE
// JavaScript file, dist/cli/cadence.js, so the command starts without compiling
// TypeScript. Run by `npm run build`, and by bin/cadence.js when the bundle is
// missing or older than one of its sources (listed in dist/cli/sources.json).
// Both files are written under a temporary name and renamed, so two commands
// building at the same moment never see half a file.

import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Rollup } from 'vite'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = join(ROOT, 'src/cli/main.ts')
export const CLI_OUTPUT = join(ROOT, 'dist/cli/cadence.js')
export const CLI_SOURCES = join(ROOT, 'dist/cli/sources.json')

function isOutput(value: unknown): value is Rollup.RollupOutput {
  return typeof value === 'object' && value !== null && 'output' in value
}

/** The bundle's code and the repository-relative paths of the modules in it. */
export async function bundleCli(): Promise<{ code: string; sources: string[] }> {
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
      rolldownOptions: { output: { format: 'es', codeSplitting: false } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput)
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === 'chunk')
  if (chunks.length !== 1 || !chunks[0]) {
    throw new Error(`Expected one script for the cadence command, got ${chunks.length}`)
  }
  const sources = chunks[0].moduleIds
    .filter((id) => id.startsWith(ROOT) && !id.includes('node_modules'))
    .map((id) => relative(ROOT, id))
    .sort()
  return { code: chunks[0].code, sources }
}

async function writeAtomically(path: string, content: string) {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, content)
  await rename(temporary, path)
}

export async function buildCli(): Promise<void> {
  const { code, sources } = await bundleCli()
  await mkdir(dirname(CLI_OUTPUT), { recursive: true })
  await writeAtomically(CLI_OUTPUT, code)
  // Written after the bundle: a list newer than its bundle never makes a stale bundle look fresh.
  await writeAtomically(CLI_SOURCES, `${JSON.stringify(sources, null, 2)}\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildCli()
  if (!process.argv.includes('--quiet')) console.log('cadence command: dist/cli/cadence.js')
}
