// The PNG summary card's words (draw-summary-card.ts): the engine's English that a stored
// analysis carries, its pattern and durations, in the reader's language.

import { UNDER_A_MINUTE } from '#src/analysis/duration-text'
import { PATTERNS } from '#src/analysis/score'
import { isEnglish } from '#src/i18n/format-intl'
import { formatMinutes, unitText } from '#src/i18n/format-numbers'
import { type AppLocale, DEFAULT_LOCALE } from '#src/i18n/locales'
import type { MessageId } from '#src/i18n/messages'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** The card's words: the reader's `t` and language (English unless told). */
export interface CardLanguage {
  t: Translate
  locale: AppLocale
}

export const englishCard: () => CardLanguage = () => ({
  t: (id, values) => browserI18n._(id, values),
  locale: DEFAULT_LOCALE,
})

/** The engine's patterns (English, stored with the analysis) → the card's messages. */
const PATTERN_MESSAGES: Record<string, MessageId> = {
  [PATTERNS.highFrequency]: 'exports.card.pattern.highFrequency',
  [PATTERNS.veryActive]: 'exports.card.pattern.veryActive',
  [PATTERNS.regular]: 'exports.card.pattern.regular',
  [PATTERNS.occasional]: 'exports.card.pattern.occasional',
}

export function pattern(text: string, { t }: CardLanguage): string {
  const id = PATTERN_MESSAGES[text]
  return id ? t(id) : text
}

const DURATION_UNITS = ['minute', 'hour', 'day'] as const

/** The engine's '36.1 minutes' / '2.2 hours' / '1.3 days' / 'under a minute' in the reader's language. */
export function duration(text: string, { locale }: CardLanguage): string {
  if (text === UNDER_A_MINUTE) return formatMinutes(0, locale)
  const match = /^(\d+(?:\.\d+)?) (minute|hour|day)s?$/.exec(text)
  const unit = DURATION_UNITS.find((name) => name === match?.[2])
  if (isEnglish(locale) || !match || !unit) return text
  return unitText(Number(match[1]), unit, locale)
}
