import { EventEmitter, once } from 'node:events'
import { connect, createServer, type Server, type Socket } from 'node:net'

interface Link {
  client: Socket
  upstream: Socket
  /** Forwards nothing while set: every byte either side sends is dropped, nothing is closed. */
  held: boolean
  /** Some bytes were dropped: the connection cannot carry on where it was. */
  dropped: boolean
}

/**
 * A TCP relay in front of PostgreSQL that a test can cut and restore, like a network outage, or
 * hold silent, like a network that drops packets.
 */
export function startRelay(target: { host: string; port: number }) {
  const links = new Set<Link>()
  const events = new EventEmitter()
  let server: Server | undefined
  let port = 0
  let holding = false

  const forward = (link: Link, from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (!link.held) to.write(chunk)
      else {
        link.dropped = true
        events.emit('held')
      }
    })

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host)
        const link: Link = { client, upstream, held: holding, dropped: false }
        links.add(link)
        forward(link, client, upstream)
        forward(link, upstream, client)
        let closed = false
        const drop = () => {
          client.destroy()
          upstream.destroy()
          links.delete(link)
          if (!closed) events.emit('closed')
          closed = true
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
        for (const link of links) {
          link.client.destroy()
          link.upstream.destroy()
        }
        links.clear()
        if (!closing) resolve()
      }),
    /**
     * Packets dropped: every open connection, and every one made from now on, stays open but
     * forwards nothing either way, so a client waits for an answer that never comes.
     */
    hold: () => {
      holding = true
      for (const link of links) link.held = true
    },
    /**
     * The network is back: a held connection that lost bytes is reset, as by a firewall or NAT
     * that forgot it meanwhile (the reliability probe saw the same); one that sent nothing while
     * held carries on; new connections are forwarded again.
     */
    restore: () => {
      holding = false
      for (const link of links) {
        link.held = false
        if (!link.dropped) continue
        link.client.resetAndDestroy()
        link.upstream.destroy()
      }
    },
    /** Resolves when a held connection swallows bytes (a query that will get no answer). */
    heldTraffic: () => once(events, 'held').then(() => undefined),
    /** Resolves once no connection is open through the relay. */
    allClosed: () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (links.size > 0) return
          events.off('closed', check)
          resolve()
        }
        events.on('closed', check)
        check()
      }),
  }
}
