import { PATTERNS } from '#src/analysis/score'
import type { RelationshipType } from '#src/contract/connections'
import type { MessageId } from '#src/i18n/messages'
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
