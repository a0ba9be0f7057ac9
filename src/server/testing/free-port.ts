// A TCP port on 127.0.0.1 that nothing listens on right now, for the tests that start servers.

import { createServer } from 'node:net'

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address !== 'object') throw new Error('no port')
  return address.port
}
