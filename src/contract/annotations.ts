import { z } from 'zod'

/** docs/product.md §3 user_annotations: Cadence's only annotation type is a memory note. */
export const MEMORY_ANNOTATION_TYPE = 'memory'
export const MEMORY_MAX_LENGTH = 2000
export const MEMORY_REQUIRED = 'Please write a few words before saving'
export const ANNOTATION_NOT_FOUND = 'Memory note not found'

// docs/product.md §8 annotation messages.

/** docs/product.md §5: a memory note cannot be empty or whitespace only; it is stored trimmed. */
export const MemoryContentSchema = z
  .string()
  .trim()
  .min(1, MEMORY_REQUIRED)
  .max(MEMORY_MAX_LENGTH, `Use at most ${MEMORY_MAX_LENGTH} characters`)

/** True when the text would pass MemoryContentSchema: what enables the Save button. */
export function isSavableMemory(text: string): boolean {
  return MemoryContentSchema.safeParse(text).success
}

export const CreateAnnotationSchema = z.strictObject({
  /** The engine's stable anomaly id (the same chat gives the same id). */
  anomalyId: z.string().trim().min(1).max(120),
  content: MemoryContentSchema,
})
export type CreateAnnotation = z.input<typeof CreateAnnotationSchema>

export const UpdateAnnotationSchema = z.strictObject({ content: MemoryContentSchema })

export const AnnotationSchema = z.object({
  id: z.uuid(),
  connectionId: z.uuid(),
  anomalyId: z.string(),
  content: z.string(),
  annotationType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Annotation = z.infer<typeof AnnotationSchema>

/** Newest created_at first (docs/product.md §7 list annotations). */
export const AnnotationListSchema = z.object({ annotations: z.array(AnnotationSchema) })
export const AnnotationResponseSchema = z.object({ annotation: AnnotationSchema })
export const AnnotationDeletedSchema = z.object({ ok: z.literal(true) })
