import { z } from 'zod'

/** docs/product.md §3: whose side the analysis is read from. */
export const ViewAsSchema = z.enum(['user1', 'user2'])
export type ViewAs = z.infer<typeof ViewAsSchema>

export const NICKNAME_MAX_LENGTH = 60

/** Upsert body: a blank nickname clears it. */
export const UpsertViewPreferenceSchema = z.strictObject({
  userPrefersViewAs: ViewAsSchema,
  nickname: z
    .string()
    .trim()
    .max(NICKNAME_MAX_LENGTH, `Use at most ${NICKNAME_MAX_LENGTH} characters`)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
})
export type UpsertViewPreference = z.input<typeof UpsertViewPreferenceSchema>

export const ViewPreferenceSchema = z.object({
  connectionId: z.uuid(),
  userPrefersViewAs: ViewAsSchema,
  nickname: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ViewPreference = z.infer<typeof ViewPreferenceSchema>

/** `preference` is null when the user saved none for this connection. */
export const ViewPreferenceResponseSchema = z.object({
  preference: ViewPreferenceSchema.nullable(),
})
export const ViewPreferenceListSchema = z.object({ preferences: z.array(ViewPreferenceSchema) })
