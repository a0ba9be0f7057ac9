// `npm run bench`: the engine's speed and memory on 10 MB inputs, and the
// `cadence` command as whole processes, written to docs/benchmarks.md (sections
// "engine" and "cli"). BENCH_ONLY=engine or BENCH_ONLY=cli runs one of the two.

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
(with the input already read, as a string and as bytes).

Inputs (generated into \`bench/.inputs/\`): a content-free chat of 400,000 messages
over three years (${mb(inputs.contentFree.bytes)} MB), and a raw Android WhatsApp
export with multi-line messages, media lines and notices (${mb(inputs.whatsapp.bytes)} MB).

| task | input | median | median CPU time | throughput | peak RSS growth | target |
|---|---|---|---|---|---|---|
${row('(a) content-free parse + full analysis incl. gap analysis', analysis, inputs.contentFree.bytes, '≤ 150 ms')}
${row('(b) raw WhatsApp → content-free (`cleanExport` on the file as bytes)', cleaning, inputs.whatsapp.bytes, '≥ 3× faster than the next row')}
${row('(b) whatsapp-chat-parser `parseString`, same file', reference, inputs.whatsapp.bytes, 'reference')}

(b) cleaning is **${speedUp.toFixed(1)}×** faster than \`parseString\` on the same file (${cpuSpeedUp.toFixed(1)}× in CPU time).
(c) memory: analysis grows by ${(analysis.medianRssGrowthBytes / inputs.contentFree.bytes).toFixed(1)}× its input, cleaning by ${(cleaning.medianRssGrowthBytes / inputs.whatsapp.bytes).toFixed(1)}× (target ≤ 4×).

Runs (ms): analysis ${analysis.runsMs.map((ms) => ms.toFixed(0)).join(', ')}; cleaning ${cleaning.runsMs.map((ms) => ms.toFixed(0)).join(', ')}; parseString ${reference.runsMs.map((ms) => ms.toFixed(0)).join(', ')}.`,
  )
  console.log(
    `Written to docs/benchmarks.md (cleaning ${speedUp.toFixed(1)}× faster than parseString).`,
  )
}

if (only !== 'engine') {
  // Whole processes: what someone running `cadence clean` on a 10 MB export waits for.
  const PROCESS_RUNS = 9
  await buildCli()
  const scratch = mkdtempSync(join(tmpdir(), 'cadence-bench-'))
  const CADENCE = join(import.meta.dirname, '../bin/cadence.js')
  const REFERENCE = join(import.meta.dirname, 'whatsapp-chat-parser-clean.mjs')
  console.log(`Running each command ${PROCESS_RUNS} times as a whole process…`)
  // NODE_EXTRA_CA_CERTS makes every Node process read and parse a CA bundle as it starts
  // (~40 ms of CPU here), whatever it runs; neither command opens a TLS connection. Both are
  // measured without it, as on a machine that does not set it, and both again with it.
  const plain = ['NODE_EXTRA_CA_CERTS']
  const machineSetsCaCerts = process.env.NODE_EXTRA_CA_CERTS !== undefined
  const cleanArgs = (out: string) => [
    CADENCE,
    'clean',
    inputs.whatsapp.path,
    '-o',
    join(scratch, out),
  ]
  const referenceArgs = [REFERENCE, inputs.whatsapp.path, join(scratch, 'reference.txt')]
  const [cliClean, referenceScript, cliFromSource, cliHelp, cliCleanCa, referenceCa] =
    measureProcesses(
      [
        { args: cleanArgs('cadence.txt'), unset: plain },
        { args: referenceArgs, unset: plain },
        { args: cleanArgs('source.txt'), env: { CADENCE_FROM_SOURCE: '1' }, unset: plain },
        { args: [CADENCE, '--help'], unset: plain },
        ...(machineSetsCaCerts
          ? [{ args: cleanArgs('cadence-ca.txt') }, { args: referenceArgs }]
          : []),
      ],
      PROCESS_RUNS,
    ) as [
      ProcessMeasurement,
      ProcessMeasurement,
      ProcessMeasurement,
      ProcessMeasurement,
      ProcessMeasurement | undefined,
      ProcessMeasurement | undefined,
    ]
  rmSync(scratch, { recursive: true, force: true })
  const ms = (m: ProcessMeasurement) => `${m.medianMs.toFixed(0)} ms`
  const cpuMs = (m: ProcessMeasurement) =>
    m.medianCpuMs === null ? 'n/a' : `${m.medianCpuMs.toFixed(0)} ms`
  const runs = (m: ProcessMeasurement) => m.runsMs.map((x) => x.toFixed(0)).join(', ')
  const wholeSpeedUp = referenceScript.medianMs / cliClean.medianMs
  const processRow = (command: string, m: ProcessMeasurement, target: string) =>
    `| ${command} | ${ms(m)} | ${cpuMs(m)} | ${runs(m)} | ${target} |`
  const cpuRatio = (ours: ProcessMeasurement, reference: ProcessMeasurement) =>
    reference.medianCpuMs !== null && ours.medianCpuMs !== null
      ? reference.medianCpuMs / ours.medianCpuMs
      : null
  const plainCpuRatio = cpuRatio(cliClean, referenceScript)
  const cpuSpeedUpLine =
    plainCpuRatio !== null
      ? ` In CPU time (every thread of the process, Linux \`/proc\` accounting in 10 ms steps) it is ${plainCpuRatio.toFixed(1)}×.`
      : ''
  const targetLine =
    plainCpuRatio !== null && plainCpuRatio >= 5
      ? wholeSpeedUp >= 5
        ? 'The 5× target is met in wall-clock and in CPU time.'
        : 'The 5× target is met in CPU time; the wall-clock ratio moves with what else the machine runs.'
      : 'The 5× target is not met in this run.'
  const caRatio = cliCleanCa && referenceCa ? cpuRatio(cliCleanCa, referenceCa) : null
  const caLine =
    cliCleanCa && referenceCa
      ? `

This machine sets \`NODE_EXTRA_CA_CERTS\`, with which every Node process reads and parses a CA
bundle as it starts: an empty script then costs ~60 ms of CPU instead of ~20 ms. The rows above
run both commands without it, as on a machine that does not set it (neither command opens a
TLS connection). With it, in the same runs: \`cadence clean\` ${ms(cliCleanCa)} (CPU ${cpuMs(cliCleanCa)}),
the whatsapp-chat-parser script ${ms(referenceCa)} (CPU ${cpuMs(referenceCa)}):
${(referenceCa.medianMs / cliCleanCa.medianMs).toFixed(1)}× in wall-clock time${caRatio !== null ? `, ${caRatio.toFixed(1)}× in CPU time` : ''}.`
      : ''
  writeSection(
    DOCUMENT,
    'bench:cli',
    `## The \`cadence\` command: whole processes

Measured by \`npm run bench\` (\`bench/run.ts\`, \`bench/processes.ts\`) on ${new Date().toISOString().slice(0, 10)}, the same machine and
load as above. Each command runs ${PROCESS_RUNS} times as a fresh \`node\` process (after one unmeasured
run each), the commands taking turns; the wall-clock time covers Node's start, reading the
${mb(inputs.whatsapp.bytes)} MB raw export, cleaning and writing the result to a file.

| command | median | median CPU time | runs (ms) | target |
|---|---|---|---|---|
${processRow('`cadence clean export.txt -o out.txt` (built JavaScript, `dist/cli/cadence.js`)', cliClean, '≥ 5× faster than the next row')}
${processRow('`node bench/whatsapp-chat-parser-clean.mjs export.txt out.txt` (whatsapp-chat-parser)', referenceScript, 'reference')}
${processRow('`cadence clean` from the TypeScript sources through tsx (the fallback)', cliFromSource, '')}
${processRow('`cadence --help` (start-up alone)', cliHelp, '')}

Whole-process \`cadence clean\` is **${wholeSpeedUp.toFixed(1)}×** faster than the whatsapp-chat-parser script.${cpuSpeedUpLine}
The machine is shared and loaded: judge by the CPU times and by ratios from the same run, not
by the wall-clock figures alone.${caLine}

The cleaner reads the file's UTF-8 bytes in place (\`src/analysis/import/utf8.ts\`): the
10.6 MB are never decoded into a string. Lines are found with \`indexOf(10)\`; the header
reader looks at the first bytes of each line and decodes a character only where a byte is not
ASCII (the narrow no-break space before AM/PM, direction marks, Arabic digits); a sender's name
is compared as bytes and decoded once, when it is new. The app's Web Worker, the offline cleaner
and the CLI all hand \`cleanExport\` the bytes; text given as a string is encoded and read the
same way, so there is one reader.

Before and after (2026-11-25, on this machine while it was busy, the two built commands taking
turns 12–15 times under \`perf stat\`, median CPU time): 221–244 ms before, 188–200 ms after; the
whatsapp-chat-parser script took 860–916 ms in the same runs (3.9× before, 4.5× after). Decoding the file into a string
cost ~30 ms of the former; reading its bytes costs nothing extra, but the byte-level loop had
to be kept as light as the string one: reading ASCII bytes directly and decoding only behind a
byte ≥ 0x80 took the first byte version from ~220 ms to ~200 ms.

Where the CPU time goes (\`process.cpuUsage()\` between the steps, and per 2,048 lines inside
the loop, with this machine's \`NODE_EXTRA_CA_CERTS\` set): Node's own start ~60–66 ms (an empty
script; ~20 ms without the CA bundle) and the launcher with the bundle ~12 ms; reading the file
~8 ms; cleaning ~95 ms, of which the first ~8,000 lines take ~55 ms (~27 ms interpreted, the
rest compiling the loop with TurboFan) and the other ~184,000 lines ~35 ms at ~0.18 µs a line;
the date-order decision, the content-free text and writing it ~10 ms. The largest part left is
the cold start of V8's optimising compiler, which a fresh process pays whatever the code (V8
caches no optimised code between runs, and Node 20 offers no startup snapshot without a flag on
the \`node\` command line, i.e. a second process). ${targetLine}

What did not help (same A/B method): V8 flags set before cleaning for earlier or cheaper
tiering (a smaller interrupt budget, Maglev, less inlining: no gain or slower; less inlining
makes the compile cheaper but the loop slower), concurrent on-stack replacement again (+25 ms:
\`--no-concurrent-osr\` still pays), finding the author's ": " with \`indexOf\` instead of a
loop over the name's bytes (slower), and handing the reader a plain \`Uint8Array\` view instead
of Node's Buffer (no gain). Earlier work still in place: fflate is bundled and evaluated only
when a zip is read (−10 ms a run), the US-clock check never throws the optimised loop away.`,
  )
  console.log(
    `cadence clean ${ms(cliClean)}, whatsapp-chat-parser script ${ms(referenceScript)}: ${wholeSpeedUp.toFixed(1)}× (tsx ${ms(cliFromSource)}, --help ${ms(cliHelp)})`,
  )
}
