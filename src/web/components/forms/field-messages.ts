// The contract's field messages (src/contract, English, also sent by the server) in the reader's
// language. A form's schema keeps the contract's texts; the form writes them through
// `fieldMessage` where it shows them. A text this table lacks is shown as it is.

import { NAME_TOO_LONG, PASSWORDS_DIFFER } from '#src/contract/account'
import {
  FILL_ALL_FIELDS,
  FILL_REQUIRED_FIELDS,
  INVALID_EMAIL,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '#src/contract/auth'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** The contract's texts → their messages (area `auth`: a page showing them loads it). */
const FIELD_MESSAGES: Record<string, MessageId> = {
  [FILL_ALL_FIELDS]: 'auth.field.error.fillAllFields',
  [FILL_REQUIRED_FIELDS]: 'auth.field.error.fillRequiredFields',
  [INVALID_EMAIL]: 'auth.field.error.invalidEmail',
  [PASSWORD_TOO_SHORT]: 'auth.field.error.passwordTooShort',
  [PASSWORD_TOO_LONG]: 'auth.field.error.passwordTooLong',
  [PASSWORDS_DIFFER]: 'auth.field.error.passwordsDiffer',
  [NAME_TOO_LONG]: 'auth.field.error.nameTooLong',
}

/** A field's message in the reader's language: the contract's known texts, others as they are. */
export function fieldMessage(text: string, t: Translate): string {
  const id = Object.hasOwn(FIELD_MESSAGES, text) ? FIELD_MESSAGES[text] : undefined
  return id ? t(id) : text
}
