import { join } from 'node:path'

// Fixed ports: Playwright loads this config in every worker, so the values must not be random.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199)
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
// Per port, so two runs side by side never share captured mail or artifacts.
export const MAILBOX_DIR = join(process.cwd(), 'test-results', `mailbox-${E2E_PORT}`)
export const E2E_OUTPUT_DIR = join('test-results', `e2e-${E2E_PORT}`)
