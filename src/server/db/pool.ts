import pg from 'pg'

type ConnectCallback = Parameters<pg.Pool['connect']>[0]

/**
 * A pool that gets its connections back when they die while in use.
 *
 * drizzle's transaction sends `begin` before its `try`, so when the connection drops at that
 * moment (PostgreSQL restarting, a network cut) the client is never released: the pool counts
 * it as busy for ever, one fewer connection after every outage, and `end()` never finishes.
 * Here a checked-out client that ends is released with an error (so the pool drops it), and a
 * second release of the same checkout does nothing instead of throwing.
 */
export class SelfHealingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>
  override connect(callback: NonNullable<ConnectCallback>): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out and releases on its own, through the callback form.
    if (callback) {
      super.connect(callback)
      return undefined
    }
    return super.connect().then(releasedWhenItEnds)
  }
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
