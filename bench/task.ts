// One measured run in a fresh process, bundled as the engine ships (bench/task-bundle.ts):
// `node <bundle> <task> <file>`. Prints { ms, cpuMs, rssGrowthBytes } as JSON.
// The app's tasks are warmed as the app's worker warms the engine while a file is being chosen
// (its made-up chats through the cleaner and the analysis, src/web/lib/engine-warm-up.ts) and in
// no other way, so the figure is what a file meets in the app's warmed worker.

import { readFileSync } from 'node:fs'
import { parseString } from 'whatsapp-chat-parser'
import { analyzeChat } from '../src/analysis/analyze'
import { buildGapAnalysis } from '../src/analysis/gap-analysis'
import { cleanExport } from '../src/analysis/import/clean-export'
import { runWarmUpRound, WARM_UP_ROUNDS, warmUpExports } from '../src/web/lib/engine-warm-up'

const TASKS: Record<string, (text: string, bytes: Uint8Array) => unknown> = {
  analyze: (text) =>
    buildGapAnalysis(analyzeChat(text), { id: 'bench', name: 'Bench', relationshipType: null }),
  // The app's worker and the CLI hand the cleaner the file's bytes, not its decoded text.
  clean: (_text, bytes) => cleanExport(bytes),
  'whatsapp-chat-parser': (text) => parseString(text),
}

const WARM_UP_CHARS = 200_000

const [name = '', file = ''] = process.argv.slice(2)
const task = TASKS[name]
if (!task) throw new Error(`Unknown task "${name}"; one of ${Object.keys(TASKS).join(', ')}`)
const bytes = readFileSync(file)
const text = bytes.toString('utf8')
if (name !== 'whatsapp-chat-parser') {
  const exports = warmUpExports()
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    runWarmUpRound(exports[round % exports.length] ?? new Uint8Array())
  }
} else {
  // The reference parser is not the app's: it is warmed on a slice of the input.
  const warmUp = text.slice(0, text.lastIndexOf('\n', WARM_UP_CHARS) + 1)
  const warmUpBytes = Buffer.from(warmUp)
  for (let i = 0; i < 3; i++) task(warmUp, warmUpBytes)
}
globalThis.gc?.()
const rssBefore = process.memoryUsage.rss()
const cpuBefore = process.cpuUsage()
const started = performance.now()
const result = task(text, bytes)
const ms = performance.now() - started
// CPU time (all threads, so the collector's helpers count too) is steadier than wall time on a busy machine.
const cpu = process.cpuUsage(cpuBefore)
const cpuMs = (cpu.user + cpu.system) / 1000
// maxRSS is the process's peak in KiB: the peak during the run, minus where it started.
const rssGrowthBytes = Math.max(0, process.resourceUsage().maxRSS * 1024 - rssBefore)
process.stdout.write(JSON.stringify({ ms, cpuMs, rssGrowthBytes, kept: result !== undefined }))
