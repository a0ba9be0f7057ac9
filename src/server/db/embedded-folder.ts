import { join } from 'node:path'

/** Where the embedded database (PGlite) keeps its files inside DATA_DIR. */
export const embeddedDatabaseFolder = (dataDir: string) => join(dataDir, 'pglite')
