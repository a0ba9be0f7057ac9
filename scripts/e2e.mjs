// Runs the end-to-end tests in Debian's Chromium, installing it first when it is missing.
// Never downloads a browser of Playwright's own.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.log("Chromium is missing: installing Debian's chromium package…")
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  })
}
// The plans journey reads exported PDFs back with pdftotext (Debian's poppler-utils).
if (!existsSync('/usr/bin/pdftotext')) {
  console.log("pdftotext is missing: installing Debian's poppler-utils package…")
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq poppler-utils`, {
    stdio: 'inherit',
  })
}
if (
  !existsSync('dist/web/index.html') ||
  !existsSync('dist/ssr/entry-server.js') ||
  !existsSync('dist/server/index.js')
) {
  execSync('npm run build', { stdio: 'inherit' })
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
