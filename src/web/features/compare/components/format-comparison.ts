// How a comparison card writes its figures (docs/product.md §2 comparison card), in the reader's language.

import type { CompareSort, CompareStatus } from '#src/analysis/compare'
import { round1 } from '#src/analysis/rounding'
import type { RelationshipType } from '#src/contract/connections'
import { isEnglish, numberFormat } from '#src/i18n/format-intl'
import { formatCount } from '#src/i18n/format-numbers'
import type { AppLocale } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import type { BadgeProps } from '#src/web/components/ui/badge'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'
import { wallClockAgo } from '#src/web/lib/time-ago'

/** The browser's messages, for a caller that gives no `t` of its own. */
const browserT: Translate = (id, values) => browserI18n._(id, values)

/** 'Last chat 3 months ago', or null when the date is unknown. */
export function lastChatText(
  lastChatDate: string | null,
  t: Translate = browserT,
  locale: AppLocale = 'en',
): string | null {
  if (!lastChatDate) return null
  const ago = wallClockAgo(lastChatDate, locale)
  return ago ? t('compare.card.lastChat', { ago }) : null
}

/** Hours to one decimal: '0.4h', '26.0h'. */
export function formatResponseHours(hours: number, locale: AppLocale = 'en'): string {
  if (isEnglish(locale)) return `${hours.toFixed(1)}h`
  return numberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'narrow',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(hours)
}

export function formatWeeklyChats(weekly: number, locale: AppLocale = 'en'): string {
  return formatCount(round1(weekly), locale)
}

/** Warm colours only: a connection that needs attention is a nudge, not an alarm. */
export const STATUS_BADGE: Record<CompareStatus, NonNullable<BadgeProps['variant']>> = {
  healthy: 'green',
  balanced: 'blue',
  'one-sided': 'yellow',
  'needs-attention': 'accent',
}

/** The engine's status labels (STATUS_LABELS), in the reader's language. */
export const STATUS_LABEL_IDS: Record<CompareStatus, MessageId> = {
  healthy: 'compare.status.healthy',
  balanced: 'compare.status.balanced',
  'one-sided': 'compare.status.oneSided',
  'needs-attention': 'compare.status.needsAttention',
}

/** The engine's sort options (SORT_OPTIONS), in the reader's language. */
export const SORT_LABEL_IDS: Record<CompareSort, MessageId> = {
  initiation: 'compare.sort.initiation',
  responseTime: 'compare.sort.responseTime',
  health: 'compare.sort.health',
  frequency: 'compare.sort.frequency',
  anomalies: 'compare.sort.anomalies',
}

/** The relationship types of the contract, as the comparison writes them. */
export const RELATIONSHIP_TYPE_IDS: Record<RelationshipType, MessageId> = {
  Family: 'compare.relationship.family',
  Friend: 'compare.relationship.friend',
  'Romantic Partner': 'compare.relationship.romanticPartner',
  Colleague: 'compare.relationship.colleague',
  Acquaintance: 'compare.relationship.acquaintance',
  Other: 'compare.relationship.other',
}

/** A connection's relationship type in the reader's language; one the web does not know stays. */
export function relationshipText(type: string | null, t: Translate): string {
  if (type === null) return t('compare.card.noRelationshipType')
  const id = RELATIONSHIP_TYPE_IDS[type as RelationshipType]
  return id ? t(id) : type
}
