// The engine as it ships: the browser's worker and the `cadence` command both run the engine
// bundled (Vite), one module with its imports hoisted, not module by module through tsx, whose
// exports are read through accessor functions in the hot loops. bench/task.ts is bundled the
// same way before the engine is measured, into a git-ignored `.build` folder beside this file.

import { join } from 'node:path'
import { build } from 'vite'

const ROOT = join(import.meta.dirname, '..')
const OUT_DIR = join(import.meta.dirname, '.build')
/** The bundled bench/task.ts, run as `node <TASK_BUNDLE> <task> <file>`. */
export const TASK_BUNDLE = join(OUT_DIR, 'task.mjs')

export async function bundleTask(): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    publicDir: false,
    // Everything in the one file, the reference parser too, so every task is measured alike.
    ssr: { noExternal: true },
    build: {
      ssr: join(import.meta.dirname, 'task.ts'),
      outDir: OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { format: 'es', entryFileNames: 'task.mjs' } },
    },
  })
  return TASK_BUNDLE
}
