// Whole-process timings: each command runs as a fresh `node` process, start-up,
// reading, cleaning and writing included, the commands taking turns so that
// every one meets the same moments of a busy machine.

import { spawnSync } from 'node:child_process'
import { median } from './statistics'

export interface ProcessCommand {
  args: string[]
  env?: Record<string, string>
}

export interface ProcessMeasurement {
  medianMs: number
  runsMs: number[]
}

function runOnce({ args, env }: ProcessCommand): number {
  const started = performance.now()
  const result = spawnSync(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  })
  const ms = performance.now() - started
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} failed: ${result.stderr.toString()}`)
  }
  return ms
}

export function measureProcesses(commands: ProcessCommand[], runs: number): ProcessMeasurement[] {
  // One unmeasured run each: the file cache and the built CLI are then warm for all.
  for (const command of commands) runOnce(command)
  const runsMs: number[][] = commands.map(() => [])
  for (let run = 0; run < runs; run++) {
    commands.forEach((command, i) => {
      runsMs[i]?.push(runOnce(command))
    })
  }
  return runsMs.map((list) => ({ medianMs: median(list), runsMs: list }))
}
