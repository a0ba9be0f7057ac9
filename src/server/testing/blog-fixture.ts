import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface FixturePost {
  slug: string
  title?: string
  category?: string
  publishedAt?: string
  featured?: boolean
  body?: string
  /** Extra front matter lines, verbatim. */
  extra?: string
  /** The post's language (front matter `lang`), when it says one. */
  lang?: string
  /**
   * The slug of the English article this one translates: the file is then a translation's,
   * without the category, date and featuring it takes from its original.
   */
  translates?: string
}

export const FIXTURE_CATEGORIES = [
  { slug: 'rhythm', name: 'Rhythm', color: '#3b82c4' },
  { slug: 'privacy', name: 'Privacy', color: '#2e9a78' },
]

export function postFile(post: FixturePost): string {
  const own = post.translates
    ? [`translates: "${post.translates}"`]
    : [
        `category: "${post.category ?? 'rhythm'}"`,
        `published_at: "${post.publishedAt ?? '2026-09-08'}"`,
        `featured: ${post.featured ?? false}`,
      ]
  return [
    '---',
    `title: "${post.title ?? `About ${post.slug}`}"`,
    `slug: "${post.slug}"`,
    `excerpt: "A short excerpt of ${post.slug}."`,
    ...own,
    ...(post.lang ? [`lang: "${post.lang}"`] : []),
    ...(post.extra ? [post.extra] : []),
    '---',
    '',
    post.body ?? `The body of ${post.slug}.`,
    '',
  ].join('\n')
}

/** A throw-away content folder for sync tests: write posts, remove them, then clean up. */
export function createBlogFolder(categories = FIXTURE_CATEGORIES) {
  const folder = mkdtempSync(join(tmpdir(), 'cadence-blog-'))
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, 'categories.json'), JSON.stringify(categories))
  return {
    folder,
    write: (post: FixturePost) => writeFileSync(join(folder, `${post.slug}.md`), postFile(post)),
    writeRaw: (name: string, text: string) => writeFileSync(join(folder, name), text),
    remove: (slug: string) => rmSync(join(folder, `${slug}.md`)),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  }
}
