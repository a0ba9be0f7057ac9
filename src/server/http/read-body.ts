import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest } from './api-error'

/** Parses the JSON body with its contract schema; malformed or invalid input is a 400, never a 500. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw badRequest('The request body must be valid JSON.', 'invalid_json')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
    throw badRequest(`${where}${issue?.message ?? 'Invalid request body'}`)
  }
  return parsed.data
}
