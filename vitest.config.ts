import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { catalogPlugin } from './scripts/catalog-plugin'

// Tests that need the PostgreSQL server run only when TEST_DATABASE_URL names one (CI sets it).
const postgresOnly = ['src/**/*.postgres.test.ts']

/**
 * The test files under `dirs` that replace a module with vi.mock or vi.doMock. A mock changes the
 * module graph of the worker it runs in: such a file runs in a process of its own.
 */
function filesWithModuleMocks(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
      .filter((path) => /\.test\.tsx?$/.test(path))
      .filter((path) => /^\s*vi\.(mock|doMock)\(/m.test(readFileSync(path, 'utf8'))),
  )
}

// The files that mock modules run in `unit-isolated`; every other project shares a worker's
// modules between its files, so a mock there is refused here rather than left to leak.
const notUnit = ['src/{server,analysis,i18n,contract}/**']
const unitMocking = filesWithModuleMocks(['src', 'scripts'])
const misplaced = unitMocking.filter((path) => /^src\/(server|analysis|i18n|contract)\//.test(path))
if (misplaced.length > 0)
  throw new Error(
    `${misplaced.join(', ')}: vi.mock in a project whose files share a worker's modules; ` +
      'give such files an isolated project, as unit-isolated in vitest.config.ts',
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
          // app on them, its processes, mail and exports. Its files share a worker's modules (the
          // server loads once per worker, not once per file): each file builds its own database
          // and app (testing/test-app.ts), so what they share is the process's own, such as the
          // metrics registry, whose tests count from where they start.
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          isolate: false,
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
