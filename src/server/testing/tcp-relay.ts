import { connect, createServer, type Server, type Socket } from 'node:net'

/** A TCP relay in front of PostgreSQL that a test can cut and restore, like a network outage. */
export function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host)
        sockets.add(client).add(upstream)
        client.pipe(upstream).pipe(client)
        const drop = () => {
          client.destroy()
          upstream.destroy()
        }
        client.on('error', drop)
        upstream.on('error', drop)
        client.on('close', drop)
        upstream.on('close', drop)
      })
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address()
        if (address && typeof address === 'object') port = address.port
        resolve()
      })
    })
  return {
    listen,
    get port() {
      return port
    },
    cut: () =>
      new Promise<void>((resolve) => {
        // Stop accepting first, then drop every open connection, in one synchronous step: no
        // connection can be accepted in between and keep the server (and this promise) open.
        const closing = server?.listening ? server : undefined
        closing?.close(() => resolve())
        for (const s of sockets) s.destroy()
        sockets.clear()
        if (!closing) resolve()
      }),
  }
}
