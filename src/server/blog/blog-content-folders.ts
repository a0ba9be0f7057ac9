import { delimiter, join, resolve } from 'node:path'
import { APP_ROOT } from '../app-root'

/** The posts that ship with Cadence. */
export const DEFAULT_BLOG_FOLDER = join(APP_ROOT, 'content/blog')

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
