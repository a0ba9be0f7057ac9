import pg from 'pg'
import { isConnectionFailure, noted, watched } from './failure-watch'

type ConnectCallback = Parameters<pg.Pool['connect']>[0]

/**
 * A pool that gets its connections back when they die while in use, never reuses one that
 * failed, and reports every connection-class failure to the caller's `DatabaseWatch`.
 *
 * drizzle's transaction sends `begin` before its `try`, so when the connection drops at that
 * moment (PostgreSQL restarting, a network cut) the client is never released: the pool counts
 * it as busy for ever, one fewer connection after every outage, and `end()` never finishes.
 * Here a checked-out client that ends is released with an error (so the pool drops it), and a
 * second release of the same checkout does nothing instead of throwing.
 *
 * A query that timed out (`query_timeout`: the network dropped its packets) leaves its
 * connection waiting for an answer; drizzle would then send `rollback` behind it and release
 * the client as if it were sound. Here a checked-out client whose query fails that way is ended
 * at once, so the rollback fails at once and the pool drops the connection. (`pool.query()`
 * already releases its client with the error, which makes the pool drop it.)
 */
export class SelfHealingPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.query = watched(this.query)
    this.on('connect', endedWhenAQueryFails)
  }

  override connect(): Promise<pg.PoolClient>
  override connect(callback: NonNullable<ConnectCallback>): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out and releases on its own, through the callback form.
    if (callback) {
      super.connect(callback)
      return undefined
    }
    return noted(super.connect()).then(releasedWhenItEnds)
  }
}

function endedWhenAQueryFails(client: pg.PoolClient) {
  const query = new Proxy(client.query, {
    apply(target, thisArg, args) {
      const result: unknown = Reflect.apply(target, thisArg, args)
      if (!(result instanceof Promise)) return result
      return result.catch((error: unknown) => {
        if (isConnectionFailure(error)) client.end().catch(() => {})
        throw error
      })
    },
  })
  client.query = watched(query)
}

function releasedWhenItEnds(client: pg.PoolClient): pg.PoolClient {
  const release = client.release
  let released = false
  const releaseOnce = (err?: Error | boolean) => {
    if (released) return
    released = true
    client.removeListener('end', onEnd)
    release(err)
  }
  const onEnd = () => releaseOnce(new Error('The database connection ended while it was in use'))
  client.once('end', onEnd)
  client.release = releaseOnce
  return client
}
