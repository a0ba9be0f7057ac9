// Whole-process timings: each command runs as a fresh `node` process, start-up,
// reading, cleaning and writing included, the commands taking turns so that
// every one meets the same moments of a busy machine.

import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { median } from './statistics'

export interface ProcessCommand {
  args: string[]
  env?: Record<string, string>
  /** Variables of this process's environment the command runs without. */
  unset?: string[]
}

export interface ProcessMeasurement {
  medianMs: number
  runsMs: number[]
  /** CPU time of the child, all its threads (JIT compilers, collector) included; null off Linux. */
  medianCpuMs: number | null
}

interface Run {
  ms: number
  cpuMs: number | null
}

/** Linux: user + system time of this process's waited-for children, in ms (from /proc, 10 ms steps). */
function childrenCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null
  const stat = readFileSync('/proc/self/stat', 'utf8')
  // The fields after the command name (which may hold spaces) start after its closing ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // cutime and cstime are fields 16 and 17 of the file, 13 and 14 after the name; clock ticks of 10 ms.
  return (Number(fields[13]) + Number(fields[14])) * 10
}

function runOnce({ args, env, unset = [] }: ProcessCommand): Run {
  const childEnv = { ...process.env, ...env }
  for (const name of unset) delete childEnv[name]
  const cpuBefore = childrenCpuMs()
  const started = performance.now()
  const result = spawnSync(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: childEnv,
  })
  const ms = performance.now() - started
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} failed: ${result.stderr.toString()}`)
  }
  const cpuAfter = childrenCpuMs()
  return { ms, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore }
}

export function measureProcesses(commands: ProcessCommand[], runs: number): ProcessMeasurement[] {
  // One unmeasured run each: the file cache and the built CLI are then warm for all.
  for (const command of commands) runOnce(command)
  const samples: Run[][] = commands.map(() => [])
  for (let run = 0; run < runs; run++) {
    commands.forEach((command, i) => {
      samples[i]?.push(runOnce(command))
    })
  }
  return samples.map((list) => {
    const cpu = list.map((s) => s.cpuMs)
    return {
      medianMs: median(list.map((s) => s.ms)),
      runsMs: list.map((s) => s.ms),
      medianCpuMs: cpu.every((ms) => ms !== null) ? median(cpu as number[]) : null,
    }
  })
}
