// `npm start`: builds the web app when the build is missing or older than its sources, then serves.
import { execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const built = 'dist/web/index.html'
const sources = [
  'src/web',
  'src/analysis',
  'src/contract',
  'index.html',
  'vite.config.ts',
  'public',
]

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)))
  return latest
}

// The server renderer of the public pages is built with the web app; without it, rebuild.
const builtAt =
  existsSync(built) && existsSync('dist/ssr/entry-server.js') ? statSync(built).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the web app…')
  execSync('npm run build', { stdio: 'inherit' })
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
