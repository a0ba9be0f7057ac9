// `npm run bench`: the engine's speed and memory on 10 MB inputs, and the
// `cadence` command as whole processes, written to docs/benchmarks.md (sections
// "engine" and "cli"; the analysis row also to docs/analysis.md §10). BENCH_ONLY=engine or
// BENCH_ONLY=cli runs one of the two.

import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { buildCli } from '../scripts/build-cli'
import { ensureInputs } from './inputs'
import { type Measurement, measureInTurns } from './measure'
import { measureProcesses, type ProcessMeasurement } from './processes'
import { writeSection } from './results-section'

const RUNS = 7
const MB = 1_000_000
const DOCUMENT = join(import.meta.dirname, '../docs/benchmarks.md')
/** docs/analysis.md §10 quotes the analysis row, written by the same run so the two agree. */
const ENGINE_DOCUMENT = join(import.meta.dirname, '../docs/analysis.md')

const inputs = ensureInputs()
// Shared machines vary: the load when the run started says how much to trust it.
const load = loadavg()[0] ?? 0
const report = (label: string, m: Measurement, bytes: number) => {
  const line = `${label}: median ${m.medianMs.toFixed(0)} ms (CPU ${m.medianCpuMs.toFixed(0)} ms), ${(bytes / MB / (m.medianMs / 1000)).toFixed(0)} MB/s, RSS +${(m.medianRssGrowthBytes / MB).toFixed(0)} MB`
  console.log(line)
  return line
}

const mb = (bytes: number) => (bytes / MB).toFixed(1)
const only = process.env.BENCH_ONLY
if (only !== undefined && only !== 'engine' && only !== 'cli') {
  throw new Error(`BENCH_ONLY must be engine or cli, not "${only}"`)
}

if (only !== 'cli') {
  console.log(`Running each task ${RUNS} times in fresh processes…`)
  const measured = await measureInTurns(
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

  const row = (task: string, m: Measurement, bytes: number, target: string) =>
    `| ${task} | ${mb(bytes)} MB | ${m.medianMs.toFixed(0)} ms | ${m.medianCpuMs.toFixed(0)} ms | ${(bytes / MB / (m.medianMs / 1000)).toFixed(0)} MB/s | ${mb(m.medianRssGrowthBytes)} MB (${(m.medianRssGrowthBytes / bytes).toFixed(1)}× input) | ${target} |`
  const speedUp = reference.medianMs / cleaning.medianMs
  const cpuSpeedUp = reference.medianCpuMs / cleaning.medianCpuMs

  writeSection(
    DOCUMENT,
    'bench:engine',
    `## Engine: parsing, analysis and cleaning

\`npm run bench\` (\`bench/run.ts\`), ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}, load average ${load.toFixed(1)} at the start.
Each task ${RUNS} times, each in a fresh process, the tasks taking turns; medians. The engine runs bundled as it
ships, after the app's own warm-up ([decision 019](decisions/019-engine-measured-as-shipped.md)). RSS growth is
the peak resident memory during the run minus the memory just before, with the input already read.
Inputs (\`bench/.inputs/\`): a content-free chat of 400,000 messages over three years (${mb(inputs.contentFree.bytes)} MB), and a raw
Android WhatsApp export with multi-line messages, media lines and notices (${mb(inputs.whatsapp.bytes)} MB).

| task | input | median | median CPU time | throughput | peak RSS growth | target |
|---|---|---|---|---|---|---|
${row('(a) content-free parse + full analysis incl. gap analysis', analysis, inputs.contentFree.bytes, '≤ 150 ms (goal 60 ms)')}
${row('(b) raw WhatsApp → content-free (`cleanExport` on the file as bytes)', cleaning, inputs.whatsapp.bytes, '≥ 3× faster than the next row')}
${row('(b) whatsapp-chat-parser `parseString`, same file', reference, inputs.whatsapp.bytes, 'reference')}

(b) cleaning is **${speedUp.toFixed(1)}×** faster than \`parseString\` on the same file (${cpuSpeedUp.toFixed(1)}× in CPU time).
(c) memory: analysis grows by ${(analysis.medianRssGrowthBytes / inputs.contentFree.bytes).toFixed(1)}× its input, cleaning by ${(cleaning.medianRssGrowthBytes / inputs.whatsapp.bytes).toFixed(1)}× (target ≤ 4×).

Runs (ms): analysis ${analysis.runsMs.map((ms) => ms.toFixed(0)).join(', ')}; cleaning ${cleaning.runsMs.map((ms) => ms.toFixed(0)).join(', ')}; parseString ${reference.runsMs.map((ms) => ms.toFixed(0)).join(', ')}.`,
  )
  writeSection(
    ENGINE_DOCUMENT,
    'bench:engine-summary',
    `| measure (\`npm run bench\`, ${new Date().toISOString().slice(0, 10)}, load average ${load.toFixed(1)}) | value |
|---|---|
| wall time, median of ${RUNS} fresh processes | **${analysis.medianMs.toFixed(0)} ms** |
| CPU time, median | ${analysis.medianCpuMs.toFixed(0)} ms |
| peak memory growth (RSS), median | ${mb(analysis.medianRssGrowthBytes)} MB (${(analysis.medianRssGrowthBytes / inputs.contentFree.bytes).toFixed(1)}× the input) |`,
  )
  console.log(
    `Written to docs/benchmarks.md and docs/analysis.md (cleaning ${speedUp.toFixed(1)}× faster than parseString).`,
  )
}

if (only !== 'engine') {
  // Whole processes: what someone running `cadence clean` on a 10 MB export waits for, in this
  // machine's environment as it is (NODE_EXTRA_CA_CERTS and all), through bin/cadence.js.
  const PROCESS_RUNS = Number(process.env.BENCH_PROCESS_RUNS ?? 15)
  await buildCli()
  const scratch = mkdtempSync(join(tmpdir(), 'cadence-bench-'))
  const CADENCE = join(import.meta.dirname, '../bin/cadence.js')
  const REFERENCE = join(import.meta.dirname, 'whatsapp-chat-parser-clean.mjs')
  console.log(`Running each command ${PROCESS_RUNS} times as a whole process…`)
  const caCerts = process.env.NODE_EXTRA_CA_CERTS
  const withoutCa = ['NODE_EXTRA_CA_CERTS']
  const clean = (file: string, out: string) => [CADENCE, 'clean', file, '-o', join(scratch, out)]
  const reference = (file: string, out: string) => [REFERENCE, file, join(scratch, out)]
  const rich = inputs.whatsappRich.path
  const plain = inputs.whatsapp.path
  const measured = measureProcesses(
    [
      // The user's situation: environment inherited, the rich export.
      { args: clean(rich, 'rich.txt') },
      { args: reference(rich, 'rich-reference.txt') },
      // The plainer export, without the CA bundle: the cleaner's own speed with the least start-up.
      { args: clean(plain, 'plain.txt'), unset: withoutCa },
      { args: reference(plain, 'plain-reference.txt'), unset: withoutCa },
      // One difference at a time.
      { args: clean(plain, 'plain-ca.txt') },
      { args: reference(plain, 'plain-ca-reference.txt') },
      { args: clean(rich, 'rich-no-ca.txt'), unset: withoutCa },
      { args: reference(rich, 'rich-no-ca-reference.txt'), unset: withoutCa },
      // Start-up: an empty script, and the command doing nothing but its help.
      { args: ['-e', ''] },
      { args: [CADENCE, '--help'] },
      { args: clean(rich, 'source.txt'), env: { CADENCE_FROM_SOURCE: '1' } },
    ],
    PROCESS_RUNS,
  )
  rmSync(scratch, { recursive: true, force: true })
  const at = (i: number): ProcessMeasurement => {
    const m = measured[i]
    if (!m) throw new Error(`No measurement ${i}`)
    return m
  }
  const [richCli, richRef, plainCli, plainRef, plainCaCli, plainCaRef, richNoCaCli, richNoCaRef] = [
    0, 1, 2, 3, 4, 5, 6, 7,
  ].map(at) as [
    ProcessMeasurement,
    ProcessMeasurement,
    ProcessMeasurement,
    ProcessMeasurement,
    ProcessMeasurement,
    ProcessMeasurement,
    ProcessMeasurement,
    ProcessMeasurement,
  ]
  const [emptyNode, help, fromSource] = [8, 9, 10].map(at) as [
    ProcessMeasurement,
    ProcessMeasurement,
    ProcessMeasurement,
  ]
  const ms = (m: ProcessMeasurement) => `${m.medianMs.toFixed(0)} ms`
  const cpuMs = (m: ProcessMeasurement) =>
    m.medianCpuMs === null ? 'n/a' : `${m.medianCpuMs.toFixed(0)} ms`
  const runs = (m: ProcessMeasurement) => m.runsMs.map((x) => x.toFixed(0)).join(', ')
  const ratio = (ours: ProcessMeasurement, theirs: ProcessMeasurement) =>
    theirs.medianMs / ours.medianMs
  const cpuRatio = (ours: ProcessMeasurement, theirs: ProcessMeasurement) =>
    theirs.medianCpuMs !== null && ours.medianCpuMs !== null
      ? `${(theirs.medianCpuMs / ours.medianCpuMs).toFixed(1)}×`
      : 'n/a'
  const pair = (
    label: string,
    ours: ProcessMeasurement,
    theirs: ProcessMeasurement,
    target: string,
  ) =>
    `| ${label} | ${ms(ours)} (CPU ${cpuMs(ours)}) | ${ms(theirs)} (CPU ${cpuMs(theirs)}) | **${ratio(ours, theirs).toFixed(1)}×** (CPU ${cpuRatio(ours, theirs)}) | ${target} |`
  const headline = ratio(richCli, richRef)
  const richMb = mb(inputs.whatsappRich.bytes)
  const plainMb = mb(inputs.whatsapp.bytes)
  writeSection(
    DOCUMENT,
    'bench:cli',
    `## The \`cadence\` command: whole processes

\`npm run bench\` (\`bench/run.ts\`, \`bench/processes.ts\`), ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${load.toFixed(1)} at the start.
Each command ${PROCESS_RUNS} times as a fresh process, after one unmeasured run, all taking turns: \`node bin/cadence.js clean
export.txt -o out.txt\` against \`node bench/whatsapp-chat-parser-clean.mjs export.txt out.txt\`, from Node's start to the
result written. The environment is inherited${caCerts ? ' (this machine sets `NODE_EXTRA_CA_CERTS`)' : ''} unless a row says otherwise.
Medians; CPU time is every thread of the process (Linux \`/proc\`, 10 ms steps). Inputs: the rich export (${richMb} MB,
\`bench/generate-whatsapp-rich.ts\`: accents and emoji in names and messages, a quarter of the messages on 2–7 lines;
~95,000 messages) and a plainer one (${plainMb} MB, \`bench/generate-whatsapp.ts\`: ASCII; ~160,000 messages).

| situation | \`cadence clean\` | whatsapp-chat-parser | ratio (wall) | target |
|---|---|---|---|---|
${pair(`rich export, environment as it is`, richCli, richRef, '≥ 4×')}
${pair('plainer export, without `NODE_EXTRA_CA_CERTS`', plainCli, plainRef, '')}
${pair('plainer export, environment as it is', plainCaCli, plainCaRef, '')}
${pair('rich export, without `NODE_EXTRA_CA_CERTS`', richNoCaCli, richNoCaRef, '')}

Start-up, environment as it is: \`node -e ''\` ${ms(emptyNode)} (CPU ${cpuMs(emptyNode)}); \`cadence --help\` ${ms(help)} (CPU ${cpuMs(help)});
\`cadence clean\` of the rich export from the TypeScript sources through tsx (the fallback when it cannot be built) ${ms(fromSource)} (CPU ${cpuMs(fromSource)}).

Runs (ms), rich export, environment as it is: \`cadence clean\` ${runs(richCli)}; whatsapp-chat-parser ${runs(richRef)}.

In the user's situation \`cadence clean\` is **${headline.toFixed(1)}×** faster than the whatsapp-chat-parser script (${headline >= 4 ? 'the goal of 4× is met in this run' : 'the goal of 4× is not met in this run'}).`,
  )
  console.log(
    `cadence clean ${ms(richCli)}, whatsapp-chat-parser script ${ms(richRef)}: ${headline.toFixed(1)}× (rich export, environment as it is; plainer export without the CA bundle ${ratio(plainCli, plainRef).toFixed(1)}×)`,
  )
}
