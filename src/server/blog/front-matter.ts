import { z } from 'zod'

const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')

/** The front matter every post under content/blog starts with; unknown keys are typos, so refused. */
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
})
export type PostFrontMatter = z.infer<typeof PostFrontMatterSchema>

export const CategoriesFileSchema = z.array(
  z.strictObject({
    slug: SlugSchema,
    name: z.string().trim().min(1),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'),
  }),
)
export type CategoryEntry = z.infer<typeof CategoriesFileSchema>[number]
