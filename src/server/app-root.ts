import { fileURLToPath } from 'node:url'

/**
 * The folder Cadence is installed in (the repository, or the image's app folder): the one that
 * holds content/ and dist/. This module sits two folders down in the sources (src/server/) and
 * in the built server (dist/server/), so the same path leads there from both.
 */
export const APP_ROOT = fileURLToPath(new URL('../../', import.meta.url))
