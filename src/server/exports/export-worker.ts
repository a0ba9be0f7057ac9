import { parentPort } from 'node:worker_threads'
import { buildExport, type ExportJob } from './export-job'

// The build worker's entry (started by `build-pool.ts`): builds one export at a time and
// hands the bytes back without copying them. Nothing here touches the database or the request.

export interface BuildRequest {
  id: number
  job: ExportJob
}

export type BuildReply =
  | { id: number; bytes: Uint8Array<ArrayBuffer> }
  | { id: number; error: unknown }

/** The bytes in an ArrayBuffer of their own, which can be transferred without copying. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes
  return buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === buffer.byteLength
    ? new Uint8Array(buffer)
    : bytes.slice()
}

const port = parentPort
if (port) {
  port.on('message', async ({ id, job }: BuildRequest) => {
    let reply: BuildReply
    try {
      reply = { id, bytes: ownBuffer(await buildExport(job)) }
    } catch (error) {
      reply = { id, error }
    }
    port.postMessage(reply, 'bytes' in reply ? [reply.bytes.buffer] : [])
  })
}
