// The analysis worker's peak JS heap on one file, for `npm run bench:browser`. Chromium answers
// no heap query from a worker while it is busy in synchronous work (the samples arrive once it
// is done), so the worker's steps run here, in V8 as in the browser, with the heap read at each
// of their progress reports. Run with --expose-gc: prints one line of JSON (bytes).
// Usage: node --expose-gc --import tsx bench/worker-heap.ts <export.txt>

import { readFileSync } from 'node:fs'
import { analyzeCleanedChat } from '../src/analysis/analyze'
import { cleanExportToChat } from '../src/analysis/import/clean-export'
import { exportContent } from '../src/analysis/import/read-export-bytes'
import { warmUpEngine } from '../src/web/lib/engine-warm-up'

const path = process.argv[2]
if (!path) throw new Error('Usage: worker-heap.ts <export.txt>')
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('Run with --expose-gc')

function measureOnce() {
  gc?.()
  const before = process.memoryUsage()
  let peakHeap = before.heapUsed
  let peakBuffers = before.arrayBuffers
  const sample = () => {
    const now = process.memoryUsage()
    peakHeap = Math.max(peakHeap, now.heapUsed)
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers)
  }
  // As the worker does: the file's bytes, cleaned as bytes into the chat's columns, which the
  // analysis reads (src/web/lib/analysis-worker.ts).
  const file = readFileSync(path as string)
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength)
  sample()
  const { chat } = cleanExportToChat(exportContent(bytes, 'export.txt'), { onProgress: sample })
  sample()
  analyzeCleanedChat(chat)
  sample()
  return {
    heap: peakHeap - before.heapUsed,
    arrayBuffers: peakBuffers - before.arrayBuffers,
  }
}

// As the worker before a file comes: the engine warmed on the made-up export (engine-warm-up.ts).
await warmUpEngine(() => false)
measureOnce() // and a first run, so the measured one allocates as a worker whose code is compiled
console.log(JSON.stringify(measureOnce()))
