import type { Db } from './client'

/**
 * A query built and prepared once per database, for the reads made on nearly every request:
 * drizzle then skips building the SQL each time, and PostgreSQL parses it once per connection.
 * `name` must be unique across the app (PostgreSQL keys prepared statements by it).
 */
export function preparedOnce<Q>(build: (db: Db, name: string) => Q, name: string): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>()
  return (db) => {
    let query = prepared.get(db)
    if (query === undefined) {
      query = build(db, name)
      prepared.set(db, query)
    }
    return query
  }
}
