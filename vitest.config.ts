import { defineConfig } from 'vitest/config'
import { catalogPlugin } from './scripts/catalog-plugin'

// Tests that need the PostgreSQL server run only when TEST_DATABASE_URL names one (CI sets it).
const postgresOnly = ['src/**/*.postgres.test.ts']

export default defineConfig({
  plugins: [catalogPlugin()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', ...(process.env.TEST_DATABASE_URL ? [] : postgresOnly)],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['./src/test-setup.ts'],
  },
})
