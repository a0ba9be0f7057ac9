// The offline cleaner's words: the catalogs' messages, compiled at build time, written out by
// this small reader of Lingui's compiled form (text, `{name}`, `{n, number}`, `{n, plural, …}`
// with `#`, `{x, select, …}`) with the browser's own Intl. The file stays one readable page with
// no library and nothing fetched.

import { numberFormat } from '#src/i18n/format-intl'
import type { AppLocale } from '#src/i18n/locales'

/** Id of the data block that carries the messages the script writes at run time. */
export const OFFLINE_MESSAGES_ID = 'cleaner-messages'

/** Compiled messages by id (Lingui's compiled form, as the catalog plugin and the server make it). */
export type CompiledMessages = Readonly<Record<string, unknown>>

/** A page's language and the compiled messages it writes in. */
export interface OfflineMessages {
  locale: AppLocale
  messages: CompiledMessages
}

export type OfflineValues = Record<string, string | number>

/** A placeholder of a compiled message: `[name]`, `[name, type]` or `[name, type, format]`. */
type Placeholder = readonly [name: string, type?: string, format?: unknown]

function isPlaceholder(value: unknown): value is Placeholder {
  return Array.isArray(value) && typeof value[0] === 'string'
}

function isParts(value: unknown): value is readonly unknown[] {
  return Array.isArray(value)
}

/** A plain object: a plural's or select's choices, or a parsed data block. */
export function isChoices(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function write(
  parts: unknown,
  values: OfflineValues,
  locale: string,
  count: number | undefined,
): string {
  if (typeof parts === 'string') return parts
  if (!isParts(parts)) return ''
  let text = ''
  for (const part of parts) {
    if (typeof part === 'string') {
      // Inside a plural, `#` is the number, in the reader's digits.
      text += count !== undefined && part === '#' ? numberFormat(locale).format(count) : part
      continue
    }
    if (!isPlaceholder(part)) continue
    const [name, type, format] = part
    const value = values[name]
    if (type === 'plural' && isChoices(format)) {
      const n = Number(value)
      const exact = format[String(n)]
      const chosen = exact ?? format[new Intl.PluralRules(locale).select(n)] ?? format.other
      text += write(chosen, values, locale, n)
    } else if (type === 'select' && isChoices(format)) {
      text += write(format[String(value)] ?? format.other, values, locale, count)
    } else if (type === 'number' && typeof value === 'number') {
      text += numberFormat(locale, format === 'percent' ? { style: 'percent' } : {}).format(value)
    } else {
      text += value === undefined ? '' : String(value)
    }
  }
  return text
}

/** `id`'s message in `messages`, with `values` filled in; the id itself when it is missing. */
export function formatMessage(
  messages: CompiledMessages,
  id: string,
  locale: string,
  values: OfflineValues = {},
): string {
  const message = messages[id]
  return message === undefined ? id : write(message, values, locale, undefined)
}
