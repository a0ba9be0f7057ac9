// Runs a task in fresh child processes and keeps the median time and memory.

import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { median } from './statistics'

export interface Measurement {
  medianMs: number
  runsMs: number[]
  medianRssGrowthBytes: number
}

const TASK = join(import.meta.dirname, 'task.ts')

export function measure(task: string, file: string, runs: number): Measurement {
  const samples = Array.from({ length: runs }, () => {
    const output = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', TASK, task, file],
      {
        encoding: 'utf8',
      },
    )
    return JSON.parse(output) as { ms: number; rssGrowthBytes: number }
  })
  return {
    medianMs: median(samples.map((s) => s.ms)),
    runsMs: samples.map((s) => s.ms),
    medianRssGrowthBytes: median(samples.map((s) => s.rssGrowthBytes)),
  }
}
