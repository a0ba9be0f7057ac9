import type { Config } from './config'
import type { Database } from './db/client'
import type { Logger } from './logger'

/** Everything a route may use, built once in index.ts (or by a test) and passed down. */
export interface AppDeps {
  config: Config
  database: Database
  logger: Logger
  /** Folder of the built web app; absent when only the API is served (tests). */
  webRoot?: string
  /** Signs sessions and tokens. */
  authSecret: string
}
