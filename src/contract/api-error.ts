import { z } from 'zod'

/**
 * Every error the API answers: `{ error: { code, message } }`. `code` is for the client to branch
 * on, `message` is shown to the user. Some errors carry more fields beside them (a plan's 402 adds
 * `plan`, `limit` and `gate`, see PlanErrorSchema), so other keys of `error` are kept.
 */
export const ApiErrorBodySchema = z.object({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
  }),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>
