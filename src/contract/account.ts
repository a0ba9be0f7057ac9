import { z } from 'zod'

export const PASSWORD_REQUIRED = 'Please enter your password'
export const WRONG_PASSWORD = 'That password is not correct.'

/** DELETE /api/account: the password again, so a borrowed session cannot erase an account. */
export const DeleteAccountSchema = z.object({ password: z.string().min(1, PASSWORD_REQUIRED) })
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>

export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true) })
