// The contract's account messages (English, sent by the server and written into the zod
// schemas) in the reader's language. A message this table lacks is shown as it is.

import {
  EMAIL_CHANGE_REQUESTED,
  NAME_TOO_LONG,
  PASSWORD_REQUIRED,
  PASSWORDS_DIFFER,
  PROVIDER_UNREACHABLE,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from '#src/contract/account'
import {
  FILL_ALL_FIELDS,
  INVALID_EMAIL,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '#src/contract/auth'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

const CONTRACT_MESSAGES: Record<string, MessageId> = {
  [FILL_ALL_FIELDS]: 'account.contract.fillAllFields',
  [INVALID_EMAIL]: 'account.contract.invalidEmail',
  [PASSWORD_TOO_SHORT]: 'account.contract.passwordTooShort',
  [PASSWORD_TOO_LONG]: 'account.contract.passwordTooLong',
  [PASSWORD_REQUIRED]: 'account.contract.passwordRequired',
  [WRONG_PASSWORD]: 'account.contract.wrongPassword',
  [PASSWORDS_DIFFER]: 'account.contract.passwordsDiffer',
  [NAME_TOO_LONG]: 'account.contract.nameTooLong',
  [SAME_EMAIL]: 'account.contract.sameEmail',
  [EMAIL_CHANGE_REQUESTED]: 'account.contract.emailChangeRequested',
  [PROVIDER_UNREACHABLE]: 'account.contract.providerUnreachable',
}

/** A contract message in the reader's language; any other text as it is. */
export function accountMessage(t: Translate, message: string): string
export function accountMessage(t: Translate, message: string | undefined): string | undefined
export function accountMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined
  const id = CONTRACT_MESSAGES[message]
  return id ? t(id) : message
}

/** A form field's binding with its message in the reader's language. */
export function translatedField<F extends { error?: string }>(
  field: F,
  translate: (message: string | undefined) => string | undefined,
): F {
  return { ...field, error: translate(field.error) }
}
