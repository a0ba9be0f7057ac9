import { z } from 'zod'
import { type AccountLanguage, AccountLanguageSchema } from '#src/contract/account'
import type { Locale } from '#src/i18n/locales'
import { apiFetch } from './api-client'

// The answer (204, no body) is not read: a 2xx means the language is saved.
const SavedSchema = z.unknown()

/** PUT /api/account/language: the language Cadence speaks to the account (pages and mails). */
export async function saveAccountLanguage(locale: Locale): Promise<void> {
  const body: AccountLanguage = AccountLanguageSchema.parse({ locale })
  await apiFetch('/api/account/language', {
    method: 'PUT',
    body,
    schema: SavedSchema,
  })
}
