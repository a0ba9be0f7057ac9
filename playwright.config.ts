import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { E2E_BASE_URL, E2E_OUTPUT_DIR } from './e2e/support/e2e-env'

// Debian's Chromium, launched with the flags that work on a machine with a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each worker drives its own Chromium against the one server. A journey spends much of its
  // time waiting (on the server, on a page's next frame), so two workers share even two cores
  // well: the journeys took 7.9 minutes with two, against 10 to 12 with one, on a two-core
  // machine with other work running.
  workers: Math.min(2, availableParallelism()),
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: E2E_OUTPUT_DIR,
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // The service worker is tested on its own (e2e/pwa.spec.ts); the other specs test the pages
    // as the server and the app give them, with no copies kept between steps.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
})
