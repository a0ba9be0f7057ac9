// How a comparison card writes its figures (docs/product.md §2 comparison card), in the reader's language.

import type { CompareSort, CompareStatus } from '#src/analysis/compare'
import type { RelationshipType } from '#src/contract/connections'
import type { AppLocale } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import type { BadgeProps } from '#src/web/components/ui/badge'
import { wallClockAgo } from '#src/web/lib/format-date'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** The browser's messages, for a caller that gives no `t` of its own. */
const browserT: Translate = (id, values) => browserI18n._(id, values)

const isEnglish = (locale: AppLocale) => locale === 'en' || locale === 'en-XA'

const DAY = 24 * 60 * 60 * 1000

/** 'in 3 months' / 'vor 3 Monaten': the wall clock read as a local date, relative to now. */
function relativeAgo(value: string, locale: AppLocale): string | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2}))?)?/.exec(value)
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12) return null
  const date = new Date(
    Number(match[1]),
    month - 1,
    Number(match[3] ?? 1),
    Number(match[4] ?? 0),
    Number(match[5] ?? 0),
  )
  const elapsed = date.getTime() - Date.now()
  const days = Math.abs(elapsed) / DAY
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const sign = Math.sign(elapsed) || -1
  if (days >= 365) return format.format(sign * Math.round(days / 365), 'year')
  if (days >= 30) return format.format(sign * Math.round(days / 30), 'month')
  if (days >= 1) return format.format(sign * Math.round(days), 'day')
  const minutes = Math.abs(elapsed) / 60_000
  if (minutes >= 60) return format.format(sign * Math.round(minutes / 60), 'hour')
  return format.format(sign * Math.max(1, Math.round(minutes)), 'minute')
}

/** 'Last chat 3 months ago', or null when the date is unknown. */
export function lastChatText(
  lastChatDate: string | null,
  t: Translate = browserT,
  locale: AppLocale = 'en',
): string | null {
  if (!lastChatDate) return null
  const ago = isEnglish(locale) ? wallClockAgo(lastChatDate) : relativeAgo(lastChatDate, locale)
  return ago ? t('compare.card.lastChat', { ago }) : null
}

/** Hours to one decimal: '0.4h', '26.0h'. */
export function formatResponseHours(hours: number, locale: AppLocale = 'en'): string {
  if (isEnglish(locale)) return `${hours.toFixed(1)}h`
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'narrow',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(hours)
}

export function formatWeeklyChats(weekly: number, locale: AppLocale = 'en'): string {
  return new Intl.NumberFormat(isEnglish(locale) ? 'en-US' : locale).format(
    Math.round(weekly * 10) / 10,
  )
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
