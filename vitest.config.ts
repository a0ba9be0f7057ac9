import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { catalogPlugin } from './scripts/catalog-plugin'

// Tests that need the PostgreSQL server run only when TEST_DATABASE_URL names one (CI sets it).
const postgresOnly = ['src/**/*.postgres.test.ts']

/**
 * The test files under `dirs` that replace a module with vi.mock or vi.doMock. A mock changes the
 * module graph of the worker it runs in, so these files run each in its own (the `-isolated`
 * projects below), apart from the files that share a worker's modules.
 */
function filesWithModuleMocks(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
      .filter((path) => /\.test\.tsx?$/.test(path))
      .filter((path) => /^\s*vi\.(mock|doMock)\(/m.test(readFileSync(path, 'utf8'))),
  )
}

const notUnit = ['src/{server,analysis,i18n,contract}/**']
const unitMocking = filesWithModuleMocks(['src', 'scripts']).filter(
  (path) => !/^src\/(server|analysis|i18n|contract)\//.test(path),
)

export default defineConfig({
  plugins: [catalogPlugin()],
  test: {
    exclude: ['node_modules/**', 'dist/**', ...(process.env.TEST_DATABASE_URL ? [] : postgresOnly)],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['./src/test-setup.ts'],
    // `vitest run` runs them all; `npm run test:quick` runs `engine`, `unit` and `unit-isolated`.
    // The projects with `isolate: false` load their modules once per worker for all its files:
    // src/test-setup.ts resets, before each file, what such a file would otherwise inherit.
    projects: [
      {
        extends: true,
        test: {
          // The server's tests: its databases (PGlite, and PostgreSQL with TEST_DATABASE_URL), the
          // app on them, its processes, mail and exports.
          name: 'server',
          include: ['src/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The engine, the languages and the API's contract: pure functions with no module
          // state and no mocks, so their files share a worker's modules instead of each loading
          // them again (half the time of the project).
          name: 'engine',
          include: ['src/{analysis,i18n,contract}/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The rest: the web app (in jsdom), the command and the scripts. No database, no
          // server, no browser. The files share a worker's modules (and, in jsdom, its page).
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['node_modules/**', 'dist/**', ...notUnit, ...unitMocking],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files of `unit` that mock modules with vi.mock (found by filesWithModuleMocks),
          // each on its own: in a shared worker their mocks would reach the files after them,
          // and the modules that the files before them loaded would not see the mocks.
          name: 'unit-isolated',
          include: unitMocking,
        },
      },
    ],
  },
})
