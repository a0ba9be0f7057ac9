// Runs tasks in fresh child processes, taking turns so that every task meets
// the same moments of a busy machine, and keeps the medians.

import { execFileSync } from 'node:child_process'
import { median } from './statistics'
import { bundleTask } from './task-bundle'

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

function runOnce(bundle: string, task: string, file: string): Sample {
  const output = execFileSync(process.execPath, ['--expose-gc', bundle, task, file], {
    encoding: 'utf8',
  })
  return JSON.parse(output) as Sample
}

/** Runs bench/task.ts, bundled as the engine ships (task-bundle.ts), `runs` times per task. */
export async function measureInTurns(
  tasks: { task: string; file: string }[],
  runs: number,
): Promise<Measurement[]> {
  const bundle = await bundleTask()
  const samples: Sample[][] = tasks.map(() => [])
  for (let run = 0; run < runs; run++) {
    tasks.forEach(({ task, file }, i) => {
      samples[i]?.push(runOnce(bundle, task, file))
    })
  }
  return samples.map((list) => ({
    medianMs: median(list.map((s) => s.ms)),
    medianCpuMs: median(list.map((s) => s.cpuMs)),
    runsMs: list.map((s) => s.ms),
    medianRssGrowthBytes: median(list.map((s) => s.rssGrowthBytes)),
  }))
}
