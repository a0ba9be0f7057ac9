import { z } from 'zod'
import { AnalysisSummarySchema } from './analyses'

/** docs/product.md §3: the relationship types a connection may have. */
export const RELATIONSHIP_TYPES = [
  'Family',
  'Friend',
  'Romantic Partner',
  'Colleague',
  'Acquaintance',
  'Other',
] as const
export const RelationshipTypeSchema = z.enum(RELATIONSHIP_TYPES)
export type RelationshipType = z.infer<typeof RelationshipTypeSchema>

export const CONNECTION_NAME_MAX_LENGTH = 100
export const CONNECTION_NAME_REQUIRED = 'Please enter a name for this connection'

/** docs/product.md §5: the name is required and trimmed. */
export const ConnectionNameSchema = z
  .string()
  .trim()
  .min(1, CONNECTION_NAME_REQUIRED)
  .max(CONNECTION_NAME_MAX_LENGTH, `Use at most ${CONNECTION_NAME_MAX_LENGTH} characters`)

export const CreateConnectionSchema = z.strictObject({
  name: ConnectionNameSchema,
  relationshipType: RelationshipTypeSchema.nullable().default(null),
})
export type CreateConnection = z.input<typeof CreateConnectionSchema>

export const UpdateConnectionSchema = z
  .strictObject({
    name: ConnectionNameSchema.optional(),
    relationshipType: RelationshipTypeSchema.nullable().optional(),
  })
  .refine((body) => body.name !== undefined || body.relationshipType !== undefined, {
    message: 'Nothing to update',
  })
export type UpdateConnection = z.input<typeof UpdateConnectionSchema>

/** A connection's id, as routes and pages take it. */
export const ConnectionIdSchema = z.uuid()

export const ConnectionSchema = z.object({
  id: ConnectionIdSchema,
  name: z.string(),
  relationshipType: RelationshipTypeSchema.nullable(),
  createdAt: z.string(),
})
export type Connection = z.infer<typeof ConnectionSchema>

/** A connection with its newest analysis, as the dashboard lists it. */
export const ConnectionListItemSchema = ConnectionSchema.extend({
  latestAnalysis: AnalysisSummarySchema.nullable(),
})
export type ConnectionListItem = z.infer<typeof ConnectionListItemSchema>

export const ConnectionListSchema = z.object({ connections: z.array(ConnectionListItemSchema) })
export const ConnectionResponseSchema = z.object({ connection: ConnectionSchema })
export const DeletedResponseSchema = z.object({ ok: z.literal(true) })

// docs/product.md §8: connection messages shown by the web app.
export const CONNECTION_CREATED_TITLE = 'Connection Created'
export const connectionCreatedMessage = (name: string) =>
  `Successfully created connection for ${name}`
export const UNEXPECTED_ERROR = 'An unexpected error occurred'
export const CONNECTION_NOT_FOUND = 'Connection not found'
