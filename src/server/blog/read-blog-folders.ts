import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import matter from 'gray-matter'
import type { z } from 'zod'
import { BlogContentError } from './blog-content-error'
import {
  type AnyPostFrontMatter,
  CategoriesFileSchema,
  type CategoryEntry,
  frontMatterSchemaOf,
  isTranslation,
} from './front-matter'

export interface PostSource {
  /** Where the post comes from, for error messages. */
  file: string
  /** An English article's, or a translation's (`translates` names its original's slug). */
  frontMatter: AnyPostFrontMatter
  /** The markdown body, without the front matter. */
  content: string
  /** Hash of the whole file: a changed file is rewritten, an unchanged one left alone. */
  hash: string
}

export interface BlogSources {
  categories: CategoryEntry[]
  posts: PostSource[]
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return `${where}${issue?.message ?? 'invalid'}`
}

function readCategories(file: string): CategoryEntry[] {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new BlogContentError(file, `not valid JSON (${messageOf(error)})`)
  }
  const parsed = CategoriesFileSchema.safeParse(raw)
  if (!parsed.success) throw new BlogContentError(file, describeIssue(parsed.error))
  return parsed.data
}

function readPost(file: string): PostSource {
  const raw = readFileSync(file, 'utf8')
  let parsedFile: matter.GrayMatterFile<string>
  try {
    parsedFile = matter(raw)
  } catch (error) {
    throw new BlogContentError(file, `front matter is not valid YAML (${messageOf(error)})`)
  }
  const parsed = frontMatterSchemaOf(parsedFile.data).safeParse(parsedFile.data)
  if (!parsed.success) throw new BlogContentError(file, describeIssue(parsed.error))
  if (parsed.data.slug !== basename(file, '.md'))
    throw new BlogContentError(file, `slug "${parsed.data.slug}" must match the file name`)
  const hash = createHash('sha256').update(raw).digest('hex')
  return { file, frontMatter: parsed.data, content: parsedFile.content.trim(), hash }
}

/**
 * Reads every folder's categories.json and *.md posts, checking them all before anything is
 * written: a bad file stops the sync with a message naming it.
 */
export function readBlogFolders(folders: string[]): BlogSources {
  const categories = new Map<string, CategoryEntry>()
  const posts = new Map<string, PostSource>()
  const shown = (file: string) => relative(process.cwd(), file) || file
  for (const folder of folders) {
    if (!existsSync(folder)) throw new BlogContentError(shown(folder), 'folder not found')
    const categoriesFile = join(folder, 'categories.json')
    if (existsSync(categoriesFile))
      for (const entry of readCategories(shown(categoriesFile))) categories.set(entry.slug, entry)
    const files = readdirSync(folder).filter((name) => name.endsWith('.md'))
    for (const name of files.sort()) {
      const file = shown(join(folder, name))
      const post = readPost(file)
      if (posts.has(post.frontMatter.slug))
        throw new BlogContentError(file, `slug "${post.frontMatter.slug}" is used twice`)
      posts.set(post.frontMatter.slug, post)
    }
  }
  const translated = new Map<string, PostSource>()
  for (const post of posts.values()) {
    const fm = post.frontMatter
    if (!isTranslation(fm)) {
      if (!categories.has(fm.category))
        throw new BlogContentError(post.file, `unknown category "${fm.category}"`)
      continue
    }
    const original = posts.get(fm.translates)
    if (!original)
      throw new BlogContentError(post.file, `translates "${fm.translates}", which is no article`)
    if (isTranslation(original.frontMatter))
      throw new BlogContentError(
        post.file,
        `translates "${fm.translates}", itself a translation: name the English original`,
      )
    const key = `${fm.translates} ${fm.lang}`
    const first = translated.get(key)
    if (first)
      throw new BlogContentError(
        post.file,
        `"${fm.translates}" already has a translation into ${fm.lang} (${first.file})`,
      )
    translated.set(key, post)
  }
  return { categories: [...categories.values()], posts: [...posts.values()] }
}
