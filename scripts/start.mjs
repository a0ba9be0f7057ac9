// `npm start`: builds what is missing or older than its sources (the web app, the server), then
// runs the built server with node: `node dist/server/index.js`, as production does.
// `node scripts/start.mjs migrate` (`npm run db:migrate`) runs dist/server/migrate.js the same way,
// `node scripts/start.mjs backup backup|restore` (`npm run db:backup`, `db:restore`) dist/server/backup.js.
// Where nothing can be built (`npm ci --omit=dev`: no Vite), the build output there is run as is.
import { execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const ENTRIES = {
  server: 'dist/server/index.js',
  migrate: 'dist/server/migrate.js',
  backup: 'dist/server/backup.js',
}
const entryName = process.argv[2] ?? 'server'
const entry = ENTRIES[entryName]
if (!entry) {
  console.error(`Unknown entry ${entryName}: use one of ${Object.keys(ENTRIES).join(', ')}.`)
  process.exit(1)
}
const canBuild = existsSync('node_modules/vite') && existsSync('node_modules/tsx')

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)))
  return latest
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0)

// The web app and the public pages' server renderer (dist/ssr), built together.
if (entryName === 'server' && canBuild) {
  const sources = [
    'src/web',
    'src/analysis',
    'src/contract',
    'index.html',
    'vite.config.ts',
    'public',
  ]
  const builtAt = existsSync('dist/ssr/entry-server.js') ? mtime('dist/web/index.html') : 0
  if (builtAt < Math.max(...sources.map(newest))) {
    console.log('Building the web app…')
    execSync('npm run build', { stdio: 'inherit' })
  }
}

// The server: stale when one of the sources it was built from (listed beside it) is newer,
// or one of what it copies (the migrations, the message catalogs).
function serverIsFresh() {
  const builtAt = mtime('dist/server/index.js')
  if (!builtAt || !existsSync('dist/server/sources.json')) return false
  const listed = JSON.parse(readFileSync('dist/server/sources.json', 'utf8'))
  const copied = ['src/server/db/migrations', 'src/i18n/catalogs']
  return [...listed, ...copied].every((source) => newest(source) <= builtAt)
}
if (canBuild && !serverIsFresh()) {
  console.log('Building the server…')
  execSync('node --import tsx scripts/build-server.ts', { stdio: 'inherit' })
}
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` first.`)
  process.exit(1)
}

const child = spawn(process.execPath, [entry, ...process.argv.slice(3)], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
