// `npm run bench`: the engine's speed and memory on 10 MB inputs, written to
// docs/benchmarks.md (section "engine").

import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { ensureInputs } from './inputs'
import { type Measurement, measureInTurns } from './measure'
import { writeSection } from './results-section'

const RUNS = 7
const MB = 1_000_000
const DOCUMENT = join(import.meta.dirname, '../docs/benchmarks.md')

const inputs = ensureInputs()
// Shared machines vary: the load when the run started says how much to trust it.
const load = loadavg()[0] ?? 0
const report = (label: string, m: Measurement, bytes: number) => {
  const line = `${label}: median ${m.medianMs.toFixed(0)} ms (CPU ${m.medianCpuMs.toFixed(0)} ms), ${(bytes / MB / (m.medianMs / 1000)).toFixed(0)} MB/s, RSS +${(m.medianRssGrowthBytes / MB).toFixed(0)} MB`
  console.log(line)
  return line
}

console.log(`Running each task ${RUNS} times in fresh processes…`)
const measured = measureInTurns(
  [
    { task: 'analyze', file: inputs.contentFree.path },
    { task: 'clean', file: inputs.whatsapp.path },
    { task: 'whatsapp-chat-parser', file: inputs.whatsapp.path },
  ],
  RUNS,
)
const [analysis, cleaning, reference] = measured as [Measurement, Measurement, Measurement]
report('analyze', analysis, inputs.contentFree.bytes)
report('clean', cleaning, inputs.whatsapp.bytes)
report('whatsapp-chat-parser', reference, inputs.whatsapp.bytes)

const mb = (bytes: number) => (bytes / MB).toFixed(1)
const row = (task: string, m: Measurement, bytes: number, target: string) =>
  `| ${task} | ${mb(bytes)} MB | ${m.medianMs.toFixed(0)} ms | ${m.medianCpuMs.toFixed(0)} ms | ${(bytes / MB / (m.medianMs / 1000)).toFixed(0)} MB/s | ${mb(m.medianRssGrowthBytes)} MB (${(m.medianRssGrowthBytes / bytes).toFixed(1)}× input) | ${target} |`
const speedUp = reference.medianMs / cleaning.medianMs
const cpuSpeedUp = reference.medianCpuMs / cleaning.medianCpuMs

writeSection(
  DOCUMENT,
  'bench:engine',
  `## Engine: parsing, analysis and cleaning

Measured by \`npm run bench\` (\`bench/run.ts\`) on ${new Date().toISOString().slice(0, 10)}:
${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}, load average ${load.toFixed(1)} at the start.
Each task runs ${RUNS} times, each time in a fresh process, the tasks taking turns,
after a warm-up on the first 200 kB of the same input; the table shows medians.
Throughput is from the wall-clock median. RSS growth is the
process's peak resident memory during the run minus its memory just before
(with the input already read into a string).

Inputs (generated into \`bench/.inputs/\`): a content-free chat of 400,000 messages
over three years (${mb(inputs.contentFree.bytes)} MB), and a raw Android WhatsApp
export with multi-line messages, media lines and notices (${mb(inputs.whatsapp.bytes)} MB).

| task | input | median | median CPU time | throughput | peak RSS growth | target |
|---|---|---|---|---|---|---|
${row('(a) content-free parse + full analysis incl. gap analysis', analysis, inputs.contentFree.bytes, '≤ 150 ms')}
${row('(b) raw WhatsApp → content-free (`cleanExport`)', cleaning, inputs.whatsapp.bytes, '≥ 3× faster than the next row')}
${row('(b) whatsapp-chat-parser `parseString`, same file', reference, inputs.whatsapp.bytes, 'reference')}

(b) cleaning is **${speedUp.toFixed(1)}×** faster than \`parseString\` on the same file (${cpuSpeedUp.toFixed(1)}× in CPU time).
(c) memory: analysis grows by ${(analysis.medianRssGrowthBytes / inputs.contentFree.bytes).toFixed(1)}× its input, cleaning by ${(cleaning.medianRssGrowthBytes / inputs.whatsapp.bytes).toFixed(1)}× (target ≤ 4×).

Runs (ms): analysis ${analysis.runsMs.map((ms) => ms.toFixed(0)).join(', ')}; cleaning ${cleaning.runsMs.map((ms) => ms.toFixed(0)).join(', ')}; parseString ${reference.runsMs.map((ms) => ms.toFixed(0)).join(', ')}.`,
)
console.log(
  `Written to docs/benchmarks.md (cleaning ${speedUp.toFixed(1)}× faster than parseString).`,
)
