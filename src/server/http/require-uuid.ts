import { z } from 'zod'
import { notFound } from './api-error'

const UuidSchema = z.uuid()

/** A path id that is not a UUID names nothing: 404, like a missing row (never a database error). */
export function requireUuid(value: string | undefined): string {
  const parsed = UuidSchema.safeParse(value)
  if (!parsed.success) throw notFound()
  return parsed.data
}
