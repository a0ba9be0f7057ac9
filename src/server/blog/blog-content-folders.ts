import { delimiter, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The posts that ship with Cadence. */
export const DEFAULT_BLOG_FOLDER = fileURLToPath(new URL('../../../content/blog', import.meta.url))

/**
 * The folders the start-up sync reads: the shipped posts, plus any listed in BLOG_CONTENT_DIR
 * (separated like PATH). End-to-end tests add a fixture folder this way.
 */
export function blogContentFolders(config: { BLOG_CONTENT_DIR?: string | undefined }): string[] {
  const extra = (config.BLOG_CONTENT_DIR ?? '')
    .split(delimiter)
    .map((folder) => folder.trim())
    .filter((folder) => folder !== '')
    .map((folder) => resolve(folder))
  return [DEFAULT_BLOG_FOLDER, ...extra]
}
