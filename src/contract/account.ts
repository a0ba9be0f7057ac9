import { z } from 'zod'
import { LOCALES } from '#src/i18n/locales'
import {
  FILL_ALL_FIELDS,
  INVALID_EMAIL,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './auth'

export const PASSWORD_REQUIRED = 'Please enter your password'
export const WRONG_PASSWORD = 'That password is not correct.'

/** DELETE /api/account: the password again, so a borrowed session cannot erase an account. */
export const DeleteAccountSchema = z.object({ password: z.string().min(1, PASSWORD_REQUIRED) })
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>

export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true) })

// Account care: forgot password, profile, password and e-mail changes, sessions.
export const PASSWORDS_DIFFER = 'The two passwords do not match'
export const NAME_TOO_LONG = 'Please use at most 100 characters for your name'
export const SAME_EMAIL = 'That is already your email address'
export const EMAIL_CHANGE_REQUESTED =
  'Check your new address: follow the link we sent there to finish the change. Until then your email stays as it is.'
export const PROVIDER_UNREACHABLE =
  'Your subscription could not be cancelled at the payment provider just now, so nothing was deleted. Please try again in a few minutes.'

/** A new password, with the messages of docs/product.md §8 (6 to 128 characters). */
export const NewPasswordSchema = z
  .string()
  .min(1, FILL_ALL_FIELDS)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)

const email = z.string().trim().min(1, FILL_ALL_FIELDS).pipe(z.email(INVALID_EMAIL))

/** better-auth's /request-password-reset. */
export const ForgotPasswordSchema = z.object({ email })
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>

/** better-auth's /reset-password: the token comes from the mailed link. */
export const ResetPasswordSchema = z.object({
  newPassword: NewPasswordSchema,
  token: z.string().min(1),
})

/** better-auth's /change-password; other sessions are always signed out. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, FILL_ALL_FIELDS),
  newPassword: NewPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
})

/** better-auth's /change-email: the new address must be confirmed from its own inbox. */
export const ChangeEmailSchema = z.object({
  newEmail: email,
  callbackURL: z.string().optional(),
})

/** better-auth's /update-user: only the name (the optional full name of docs/product.md §3). */
export const UpdateProfileSchema = z.strictObject({
  name: z.string().trim().max(100, NAME_TOO_LONG),
})
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>

/** GET /api/account/sessions: the signed-in devices, without their tokens. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  /** ISO date-times. */
  lastActiveAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>
export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) })
export const RevokedSessionsResponseSchema = z.object({ revoked: z.number().int() })

/** PUT /api/account/language: the account's language; its mails are written in it. 204 on success. */
export const AccountLanguageSchema = z.object({ locale: z.enum(LOCALES) })
export type AccountLanguage = z.infer<typeof AccountLanguageSchema>
