// The engine's English that a stored analysis carries (its durations and its communication
// pattern), in the reader's language on the analysis cards.

import { parseDurationText } from '#src/analysis/duration-text'
import { PATTERNS } from '#src/analysis/score'
import { isEnglish } from '#src/i18n/format-intl'
import { formatMinutes } from '#src/i18n/format-numbers'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** The engine's text when a side never replied (src/analysis/first-figures.ts NO_REPLIES_TEXT). */
const NO_REPLIES_TEXT = 'No replies yet'

/**
 * A duration the engine wrote ('12.5 minutes', '2.2 hours', '1 day'), in the reader's language
 * with the same unit and precision; a text that is no duration stays as it is.
 */
export function formatDurationText(text: string, locale: string, t: Translate): string {
  if (text === NO_REPLIES_TEXT) return t('analysis.quickStats.noReplies')
  if (isEnglish(locale)) return text
  const minutes = parseDurationText(text)
  if (!Number.isFinite(minutes)) return text
  return formatMinutes(minutes, locale)
}

/** docs/product.md §9 patterns (English, as the engine writes them) → their messages. */
const PATTERN_MESSAGES: Record<string, MessageId> = {
  [PATTERNS.highFrequency]: 'analysis.pattern.highFrequency',
  [PATTERNS.veryActive]: 'analysis.pattern.veryActive',
  [PATTERNS.regular]: 'analysis.pattern.regular',
  [PATTERNS.occasional]: 'analysis.pattern.occasional',
}

/** The communication pattern in the reader's language; an unknown one as the engine wrote it. */
export function patternText(pattern: string, t: Translate): string {
  const id = PATTERN_MESSAGES[pattern]
  return id ? t(id) : pattern
}
