// What the server's error replies say, in the reader's language (area `errors`). Every reply
// carries a code (src/contract/api-error.ts); the code picks the message here, with its values
// from the reply. The server's own English message is shown only for a code this table lacks.
// English here is the server's text, letter for letter, where the server's text is fixed.

import { ANNOTATION_NOT_FOUND } from '#src/contract/annotations'
import { ApiErrorBodySchema } from '#src/contract/api-error'
import { CONNECTION_NOT_FOUND } from '#src/contract/connections'
import {
  cheapestTierWith,
  ExportFormatSchema,
  type PlanError,
  PlanErrorSchema,
  planName,
} from '#src/contract/entitlements'
import { EXPORT_NO_ANALYSIS } from '#src/contract/exports'
import { formatUtcDay } from '#src/i18n/format-instants'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from './i18n/use-t'

/** The codes whose message is always the same. */
export const API_ERROR_MESSAGES: Readonly<Record<string, MessageId>> = {
  not_found: 'errors.api.notFound',
  unauthorized: 'errors.api.unauthorized',
  rate_limited: 'errors.api.rateLimited',
  invalid_json: 'errors.api.invalidJson',
  invalid_body: 'errors.api.invalidBody',
  invalid_query: 'errors.api.invalidQuery',
  invalid_characters: 'errors.api.invalidCharacters',
  invalid_value: 'errors.api.invalidValue',
  too_large: 'errors.api.tooLarge',
  internal: 'errors.api.somethingWentWrong',
  unavailable: 'errors.api.databaseUnavailable',
  database_unavailable: 'errors.api.databaseNotReachable',
  busy: 'errors.api.busy',
  forbidden_origin: 'errors.api.forbiddenOriginNoUrl',
  wrong_password: 'errors.api.wrongPassword',
  provider_unreachable: 'errors.api.providerUnreachable',
  export_too_large: 'errors.api.exportTooLarge',
  exports_in_progress: 'errors.api.exportsInProgress',
  plan_active: 'errors.api.planActive',
  restarting: 'errors.api.restarting',
  draining: 'errors.api.restarting',
  INVALID_CALLBACK_URL: 'errors.api.invalidCallbackUrl',
  duplicate: 'errors.api.waitlistDuplicate',
  insert_failed: 'errors.api.waitlistFailed',
  bad_signature: 'errors.api.badSignature',
  webhook_failed: 'errors.api.webhookFailed',
  MAIL_UNAVAILABLE: 'errors.api.mailUnavailable',
  // A plan's refusal is written from its gate (planRefusalText); these are its first messages.
  plan_limit: 'errors.plan.connections',
  plan_feature: 'errors.plan.comparison',
  // The web's own: an answer that was no error body, or did not match its schema, or a download.
  http_error: 'errors.api.somethingWentWrong',
  invalid_response: 'errors.api.somethingWentWrong',
  download_failed: 'errors.api.downloadFailed',
}

/** A 404 says what was not found: the contract's messages, one by one. */
const NOT_FOUND_MESSAGES: Readonly<Record<string, MessageId>> = {
  [CONNECTION_NOT_FOUND]: 'errors.api.connectionNotFound',
  [EXPORT_NO_ANALYSIS]: 'errors.api.exportNoAnalysis',
  [ANNOTATION_NOT_FOUND]: 'errors.api.memoryNoteNotFound',
  'Post not found': 'errors.api.postNotFound',
  'No such export format': 'errors.api.exportFormatNotFound',
}

/** A plan's refusal (402), written from its gate, plan and limit. */
export function planRefusalText(refusal: PlanError['error'], t: Translate, locale: string): string {
  const plan = planName(refusal.plan)
  const limit = refusal.limit ?? 0
  const date = refusal.renewsAt ? formatUtcDay(refusal.renewsAt, locale) : ''
  switch (refusal.gate) {
    case 'connections':
      return refusal.count === undefined
        ? t('errors.plan.connections', { plan, limit })
        : t('errors.plan.overConnections', {
            plan,
            limit,
            count: refusal.count,
            excess: refusal.count - limit,
          })
    case 'full_analyses':
      return t('errors.plan.fullAnalyses', { plan, limit, date })
    case 'recent_analyses':
      return t('errors.plan.recentAnalyses', { plan, limit, date })
    case 'comparison':
      return t('errors.plan.comparison')
    case 'gap_analysis':
      return t('errors.plan.gapAnalysis')
    case 'advanced_gap_analysis':
      return t('errors.plan.advancedGapAnalysis')
    case 'memory_notes':
      return t('errors.plan.memoryNotes')
    default: {
      const format = ExportFormatSchema.safeParse(refusal.gate.slice('export_'.length))
      if (!format.success) return refusal.message
      const tier = cheapestTierWith((e) => e.exports.includes(format.data))
      return t('errors.plan.export', { format: format.data, tier })
    }
  }
}

/** The value of `key` in the reply's error object, if it is a string. */
function stringField(payload: unknown, key: string): string | undefined {
  const body = ApiErrorBodySchema.safeParse(payload)
  const value = body.success ? body.data.error[key] : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * One error reply of the server in the reader's language: by its code (and the values the reply
 * carries), else the server's own message.
 */
export function apiErrorText(
  { code, message, payload }: { code: string; message: string; payload: unknown },
  t: Translate,
  locale: string,
): string {
  if (code === 'plan_limit' || code === 'plan_feature') {
    const refusal = PlanErrorSchema.safeParse(payload)
    return refusal.success ? planRefusalText(refusal.data.error, t, locale) : message
  }
  const notFound = Object.hasOwn(NOT_FOUND_MESSAGES, message) ? NOT_FOUND_MESSAGES[message] : null
  if (code === 'not_found' && notFound) return t(notFound)
  if (code === 'forbidden_origin') {
    const url = stringField(payload, 'url')
    if (url) return t('errors.api.forbiddenOrigin', { url })
  }
  const id = Object.hasOwn(API_ERROR_MESSAGES, code) ? API_ERROR_MESSAGES[code] : undefined
  return id ? t(id) : message
}
