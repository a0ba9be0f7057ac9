import { defineConfig } from 'vitest/config'
import { catalogPlugin } from './scripts/catalog-plugin'

// Tests that need the PostgreSQL server run only when TEST_DATABASE_URL names one (CI sets it).
const postgresOnly = ['src/**/*.postgres.test.ts']

export default defineConfig({
  plugins: [catalogPlugin()],
  test: {
    exclude: ['node_modules/**', 'dist/**', ...(process.env.TEST_DATABASE_URL ? [] : postgresOnly)],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['./src/test-setup.ts'],
    // `vitest run` runs all three; `npm run test:quick` runs `engine` and `unit`.
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
          // The rest: the web app (in jsdom), the command and the scripts, each file on its own.
          // No database, no server, no browser.
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['node_modules/**', 'dist/**', 'src/{server,analysis,i18n,contract}/**'],
        },
      },
    ],
  },
})
