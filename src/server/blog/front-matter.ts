import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '#src/i18n/locales'

const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')

const LangSchema = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` })

/** What a translation takes from its original rather than saying itself. */
const FROM_THE_ORIGINAL = ['category', 'published_at', 'featured'] as const

/** An article as written, in English: unknown keys are typos, so refused. */
export const PostFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  slug: SlugSchema,
  excerpt: z.string().trim().min(1),
  category: SlugSchema,
  // YAML reads an unquoted 2026-09-22 as a Date and a quoted one as text: both mean UTC midnight.
  published_at: z.coerce.date(),
  featured: z.boolean().default(false),
  meta_title: z.string().trim().min(1).optional(),
  meta_description: z.string().trim().min(1).optional(),
  lang: LangSchema.refine(
    (lang) => lang === DEFAULT_LOCALE,
    'an article in another language than English is a translation: name the slug of its English original in "translates"',
  ).default(DEFAULT_LOCALE),
})
export type PostFrontMatter = z.infer<typeof PostFrontMatterSchema>

/**
 * A translation of an English article (`translates`: its slug) into another of Cadence's
 * languages. Its category, date and featuring are the original's, so it does not repeat them.
 */
export const TranslationFrontMatterSchema = z.strictObject(
  {
    title: z.string().trim().min(1),
    slug: SlugSchema,
    excerpt: z.string().trim().min(1),
    lang: LangSchema.refine(
      (lang) => lang !== DEFAULT_LOCALE,
      'a translation is in another language than English (the original is the English one)',
    ),
    translates: SlugSchema,
    meta_title: z.string().trim().min(1).optional(),
    meta_description: z.string().trim().min(1).optional(),
  },
  {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined
      const inherited = issue.keys.filter((key) =>
        (FROM_THE_ORIGINAL as readonly string[]).includes(key),
      )
      if (inherited.length === 0) return undefined
      return `a translation takes ${FROM_THE_ORIGINAL.join(', ')} from its original: leave out ${inherited.map((key) => `"${key}"`).join(', ')}`
    },
  },
)
export type TranslationFrontMatter = z.infer<typeof TranslationFrontMatterSchema>

/** A post's front matter: an original (English) article's, or a translation's. */
export type AnyPostFrontMatter = PostFrontMatter | TranslationFrontMatter

export const isTranslation = (
  frontMatter: AnyPostFrontMatter,
): frontMatter is TranslationFrontMatter => 'translates' in frontMatter

/** The schema a file's front matter is read with: a translation says what it `translates`. */
export const frontMatterSchemaOf = (data: Record<string, unknown>) =>
  'translates' in data ? TranslationFrontMatterSchema : PostFrontMatterSchema

export const CategoriesFileSchema = z.array(
  z.strictObject({
    slug: SlugSchema,
    name: z.string().trim().min(1),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'),
  }),
)
export type CategoryEntry = z.infer<typeof CategoriesFileSchema>[number]
