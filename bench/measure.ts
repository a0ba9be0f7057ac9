// Runs tasks in fresh child processes, taking turns so that every task meets
// the same moments of a busy machine, and keeps the medians.

import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { median } from './statistics'

export interface Measurement {
  medianMs: number
  medianCpuMs: number
  runsMs: number[]
  medianRssGrowthBytes: number
}

interface Sample {
  ms: number
  cpuMs: number
  rssGrowthBytes: number
}

const TASK = join(import.meta.dirname, 'task.ts')

function runOnce(task: string, file: string): Sample {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', TASK, task, file],
    {
      encoding: 'utf8',
    },
  )
  return JSON.parse(output) as Sample
}

export function measureInTurns(
  tasks: { task: string; file: string }[],
  runs: number,
): Measurement[] {
  const samples: Sample[][] = tasks.map(() => [])
  for (let run = 0; run < runs; run++) {
    tasks.forEach(({ task, file }, i) => {
      samples[i]?.push(runOnce(task, file))
    })
  }
  return samples.map((list) => ({
    medianMs: median(list.map((s) => s.ms)),
    medianCpuMs: median(list.map((s) => s.cpuMs)),
    runsMs: list.map((s) => s.ms),
    medianRssGrowthBytes: median(list.map((s) => s.rssGrowthBytes)),
  }))
}
