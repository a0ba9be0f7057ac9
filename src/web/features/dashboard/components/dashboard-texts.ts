import { PATTERNS } from '#src/analysis/score'
import type { RelationshipType } from '#src/contract/connections'
import type { AppLocale } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import { formatMonthRange } from '#src/web/lib/format-date'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** The relationship types of the contract, as the dashboard writes them. */
export const RELATIONSHIP_TYPE_IDS: Record<RelationshipType, MessageId> = {
  Family: 'dashboard.relationship.family',
  Friend: 'dashboard.relationship.friend',
  'Romantic Partner': 'dashboard.relationship.romanticPartner',
  Colleague: 'dashboard.relationship.colleague',
  Acquaintance: 'dashboard.relationship.acquaintance',
  Other: 'dashboard.relationship.other',
}

/** The engine's communication patterns (src/analysis/score.ts PATTERNS), in the reader's language. */
const PATTERN_IDS: Record<string, MessageId> = {
  [PATTERNS.highFrequency]: 'dashboard.pattern.highFrequency',
  [PATTERNS.veryActive]: 'dashboard.pattern.veryActive',
  [PATTERNS.regular]: 'dashboard.pattern.regular',
  [PATTERNS.occasional]: 'dashboard.pattern.occasional',
}

/** A stored pattern in the reader's language; one the web does not know stays as it is. */
export function patternText(pattern: string, t: Translate): string {
  const id = PATTERN_IDS[pattern]
  return id ? t(id) : pattern
}

const isEnglish = (locale: AppLocale) => locale === 'en' || locale === 'en-XA'

function monthOf(value: string, locale: AppLocale): string {
  const match = /^(\d{4})-(\d{2})/.exec(value)
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12) return value
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(match[1]), month - 1, 1))
}

/** docs/product.md §2 card date range ('Jan 2023 – Mar 2024' in English), once when both ends share it. */
export function monthRangeText(start: string, end: string, locale: AppLocale): string {
  if (isEnglish(locale)) return formatMonthRange(start, end)
  const from = monthOf(start, locale)
  const to = monthOf(end, locale)
  return from === to ? from : `${from} – ${to}`
}
